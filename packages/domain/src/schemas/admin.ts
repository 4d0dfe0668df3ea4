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
export const CAMPOS_CLIENTES = ['id', 'nombre', 'email', 'rol'] as const;
export const CAMPOS_TERRITORIOS = ['propietario', 'nombre', 'ciudad', 'direccion'] as const;
export const CAMPOS_SERVICIOS = ['servicio_id', 'tipo_servicio'] as const;
export const CAMPOS_USUARIOS = ['email', 'tipo_usuario', 'nombre'] as const;

/** Sortable columns of each registry. */
export const ORDEN_CLIENTES = ['id', 'nombre', 'email', 'rol', 'estado', 'date_entered'] as const;
export const ORDEN_TERRITORIOS = [
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

/**
 * Query string of a registry list: `q` filtered on `campo` (every field when absent), `page` and
 * `pageSize` (without `page` the whole list is answered), `sort` and `dir`.
 */
export function registroQuerySchema<C extends string, S extends string>(
  campos: readonly [C, ...C[]],
  orden: readonly [S, ...S[]],
) {
  return z.object({
    q: z.string().trim().max(200).optional(),
    campo: z.enum(campos).optional(),
    page: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(REGISTRO_PAGE_SIZE_MAX).optional(),
    sort: z.enum(orden).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
  });
}
export type RegistroQuery<C extends string = string, S extends string = string> = {
  q?: string;
  campo?: C;
  page?: number;
  pageSize?: number;
  sort?: S;
  dir?: 'asc' | 'desc';
};
