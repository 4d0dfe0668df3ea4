import { z } from 'zod';
import { MSG } from '../messages.ts';
import { formatRut, isValidPhone, isValidRut, normalizePhone } from '../rules.ts';
import { texto, textoOpcional } from './fields.ts';

/** PUT /admin/{admin_id}: an administrator's own data; rut and telefono may stay empty. */
export const adminDatosSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: textoOpcional('apellido', 100),
  rut: z
    .string()
    .default('')
    .transform((v) => (v.trim() ? formatRut(v) : ''))
    .refine((v) => v === '' || isValidRut(v), { error: MSG.rutInvalido }),
  telefono: z
    .string()
    .default('')
    .transform((v) => (v.trim() ? normalizePhone(v) : ''))
    .refine((v) => v === '' || isValidPhone(v), { error: MSG.telefonoInvalido }),
});
export type AdminDatosInput = z.input<typeof adminDatosSchema>;

/** Filter fields of each registry (docs/RULES.md#areas-and-routes) and of the user list. */
export const CAMPOS_CPS = ['id', 'nombre', 'email', 'rol'] as const;
export const CAMPOS_PARCELAS = ['propietario', 'nombre', 'ciudad', 'direccion'] as const;
export const CAMPOS_SERVICIOS = ['servicio_id', 'tipo_servicio'] as const;
export const CAMPOS_USUARIOS = ['email', 'tipo_usuario', 'nombre'] as const;

/** Sortable columns of each registry. */
export const ORDEN_CPS = ['id', 'nombre', 'email', 'rol', 'estado', 'date_entered'] as const;
export const ORDEN_PARCELAS = [
  'id',
  'propietario',
  'nombre',
  'ciudad',
  'direccion',
  'estado',
  'date_entered',
] as const;
export const ORDEN_SERVICIOS = [
  'servicio_id',
  'territorio',
  'tipo_servicio',
  'date_entered',
  'date_modified',
  'estado',
] as const;
export const ORDEN_USUARIOS = ['usuario_id', 'email', 'tipo_usuario', 'nombre', 'estado'] as const;

export const REGISTRO_PAGE_SIZE_MAX = 200;
/** The page size of a registry call that names none. */
export const REGISTRO_PAGE_SIZE_DEFAULT = 20;

/**
 * Query string of a registry list: `q` filtered on `campo` (every field when absent), `sort` and
 * `dir`, and always a page: `page` (1 when absent) of `pageSize` rows (`limit` is the same; the
 * default 20, at most REGISTRO_PAGE_SIZE_MAX). No call answers the whole table.
 */
export function registroQuerySchema<C extends string, S extends string>(
  campos: readonly [C, ...C[]],
  orden: readonly [S, ...S[]],
) {
  return z.object({
    q: z.string().trim().max(200).optional(),
    campo: z.enum(campos).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(REGISTRO_PAGE_SIZE_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(REGISTRO_PAGE_SIZE_MAX).optional(),
    sort: z.enum(orden).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
  });
}
export type RegistroQuery<C extends string = string, S extends string = string> = {
  q?: string;
  campo?: C;
  page?: number;
  pageSize?: number;
  limit?: number;
  sort?: S;
  dir?: 'asc' | 'desc';
};
