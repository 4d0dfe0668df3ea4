import { z } from 'zod';
import { MSG } from '../messages.ts';
import { formatRut, isValidPhone, isValidRut } from '../rules.ts';
import { regionSchema, textoRequerido } from './parcela.ts';

/** Whether a formatted RUT's check digit is right (module 11) and its body is a real one (1.000.000 or more). */
export function rutVerificado(rut: string): boolean {
  if (!isValidRut(rut)) return false;
  const body = Number(rut.slice(0, -2).replace(/\./g, ''));
  if (body < 1_000_000) return false;
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return rut.slice(-1) === (dv === 11 ? '0' : dv === 10 ? 'K' : String(dv));
}

/** A RUT, auto-formatted 12.345.678-K, then checked (spec 001 §5). */
export const rutSchema = z
  .string({ error: MSG.rutInvalido })
  .trim()
  .transform(formatRut)
  .refine(rutVerificado, { error: MSG.rutInvalido });

/** A mobile phone in +569XXXXXXXX form. */
export const telefonoSchema = z
  .string({ error: MSG.telefonoInvalido })
  .trim()
  .refine(isValidPhone, { error: MSG.telefonoInvalido });

/**
 * PUT /cp/datos/{cp_id}: a company's own data. `comentarios` are admin notes: only staff may set
 * them; the server ignores them when a principal client sends them.
 */
export const cpDatosSchema = z.object({
  nombre: textoRequerido('nombre'),
  rut: rutSchema,
  direccion: textoRequerido('direccion', 300),
  region: regionSchema,
  ciudad: textoRequerido('ciudad'),
  telefono: telefonoSchema,
  comentarios: z
    .string()
    .trim()
    .max(2000, { error: MSG.campoInvalido('comentarios') })
    .optional(),
});
export type CpDatosInput = z.input<typeof cpDatosSchema>;
