/**
 * Paths the public landing needs before the contracts (and zod) load: this module imports nothing,
 * so the landing's first chunk stays small (issue 16) while the path is still written once.
 */

/** Where the API is mounted (docs/RULES.md#api). */
export const API_PREFIX = '/api/v1';

/** GET config/contacto (contracts/config.ts `obtenerContacto`). */
export const RUTA_CONTACTO = '/config/contacto';
