import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { cpPropio, listarContactos, obtenerCp, registroCps } from '@agro/domain/contracts/cp';
import { RAIZ } from '../../../lib/query-roots.ts';

/** A client company with its bank data, as GET /cp/listar and /cp/self answer it. */
export type Cp = ResponseOf<typeof obtenerCp>['cp'][number];
/** The principal client's own company (GET /cp/self). */
export type CpSelf = ResponseOf<typeof cpPropio>['cp'][number];
/** A row of the client registry (GET /cp/all/listar). */
export type CpFila = ResponseOf<typeof registroCps>['clientes'][number];
/** One of a company's two contacts (GET /cp/contacto), the primary first. */
export type Contacto = ResponseOf<typeof listarContactos>['contactos'][number];

/**
 * Every client-company query of every area lives under `['cp']`: the back office's record, the
 * principal client's own (`self`), the registry and the selectors, so one invalidation refreshes them all.
 */
export const cpKeys = {
  all: RAIZ.cp,
  self: ['cp', 'self'] as const,
  registro: ['cp', 'registro'] as const,
  uno: (cp: number) => ['cp', 'uno', cp] as const,
  contactos: (cp: number) => ['cp', 'contactos', cp] as const,
  opciones: (q: string, cp: number | null) => ['cp', 'opciones', q, cp] as const,
};
