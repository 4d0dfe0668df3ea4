import { z } from 'zod';
import { BANCOS, REGIONES, TIPOS_CUENTA } from '../constants.ts';
import { MSG } from '../messages.ts';
import { formatPhone, formatRut, isValidEmail, isValidPhone, isValidRut } from '../rules.ts';

/** A required text field, trimmed, with the catalogue's "El campo X es obligatorio". */
export const texto = (campo: string, max = 200) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .min(1, { error: MSG.campoRequerido(campo) })
    .max(max, { error: MSG.campoInvalido(campo) });

/** An optional text field, trimmed, empty by default. */
export const textoOpcional = (campo: string, max = 2000) =>
  z.string({ error: MSG.campoInvalido(campo) }).trim().max(max, { error: MSG.campoInvalido(campo) }).default('');

/** Whether a formatted RUT's check digit is right (module 11). */
export function rutDvOk(rut: string): boolean {
  const clean = rut.replace(/[^0-9K]/g, '');
  let sum = 0;
  let factor = 2;
  for (let i = clean.length - 2; i >= 0; i--) {
    sum += Number(clean[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return clean.slice(-1) === (dv === 11 ? '0' : dv === 10 ? 'K' : String(dv));
}

/** A RUT as typed: normalised to 12.345.678-K, then checked, check digit included. */
export const rutSchema = z
  .string({ error: MSG.rutInvalido })
  .transform((v) => formatRut(v))
  .refine((v) => isValidRut(v) && rutDvOk(v), { error: MSG.rutInvalido });

/** A mobile phone as typed: forced to +569 followed by 8 digits, then checked. */
export const telefonoSchema = z
  .string({ error: MSG.telefonoInvalido })
  .transform((v) => formatPhone(v))
  .refine(isValidPhone, { error: MSG.telefonoInvalido });

/** Any e-mail field (trimmed, lower-cased). */
export const correoSchema = (campo: string) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: MSG.campoInvalido(campo) });

export const regionSchema = z.enum(REGIONES, { error: MSG.campoInvalido('region') });

/** Agregar CP step 1 "Datos Generales": the company and its account e-mail. */
export const cpDatosSchema = z.object({
  nombre: texto('nombre'),
  rut: rutSchema,
  email: correoSchema('email'),
  telefono: telefonoSchema,
  direccion: texto('direccion'),
  region: regionSchema,
  ciudad: texto('ciudad', 100),
  comentarios: textoOpcional('comentarios'),
});

/** Agregar CP steps 2 and 3: a contact person of the company. */
export const cpContactoDatosSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: texto('apellido', 100),
  email: correoSchema('email'),
  telefono: telefonoSchema,
  cargo: textoOpcional('cargo', 100),
});

/** Agregar CP step 4 "Datos Bancarios" (spec 001 §3 bank data). */
export const cpBancoSchema = z.object({
  rut: rutSchema,
  email_bancario: correoSchema('email_bancario'),
  banco: z.enum(BANCOS, { error: MSG.campoRequerido('banco') }),
  tipo_cuenta: z.enum(TIPOS_CUENTA, { error: MSG.campoRequerido('tipo_cuenta') }),
  numero_cuenta: z
    .string({ error: MSG.campoRequerido('numero_cuenta') })
    .trim()
    .regex(/^[0-9][0-9-]{3,29}$/, { error: MSG.campoInvalido('numero_cuenta') }),
});

/** POST /cp/registrar: the whole Agregar CP wizard; sent only once the data is confirmed. */
export const cpRegistroSchema = z.object({
  datos: cpDatosSchema,
  banco: cpBancoSchema,
  contacto: cpContactoDatosSchema,
  contactoSecundario: cpContactoDatosSchema,
  confirmacionDatos: z.literal(true, { error: MSG.campoRequerido('confirmacionDatos') }),
});
export type CpRegistroInput = z.input<typeof cpRegistroSchema>;
export type CpRegistro = z.output<typeof cpRegistroSchema>;

/** PUT /cp/contacto/{cp_id}: one contact, primary or secondary (sent once per contact). */
export const cpContactoSchema = cpContactoDatosSchema.extend({
  isprincipal: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('true'), z.literal('false')]).transform((v) => v === true || v === 1 || v === 'true'),
});
export type CpContactoInput = z.input<typeof cpContactoSchema>;
