import type { z } from 'zod';
import type { Role } from '../constants.ts';
import { adminDatosSchema } from './admin.ts';
import { cpDatosSchema } from './cp-datos.ts';
import { perfilEmpleadoSchema } from './empleado.ts';

/**
 * The `datos` of POST /usuario/perfil for each role: what that role's PERFIL tab edits, with the
 * schema of the role's own update (a company's notes are the back office's, so they are left out).
 */
export const perfilPropioSchemas = {
  Admin: adminDatosSchema,
  Dev: adminDatosSchema,
  'Cliente Principal': cpDatosSchema.omit({ comentarios: true }),
  Empleado: perfilEmpleadoSchema,
} as const satisfies Record<Role, unknown>;
/** The `datos` a PERFIL tab sends, whichever the role. */
export type PerfilPropioInput = z.input<(typeof perfilPropioSchemas)[Role]>;
