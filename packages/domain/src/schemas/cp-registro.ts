import { z } from 'zod';
import { BANCOS, TIPOS_CUENTA } from '../constants.ts';
import { MSG } from '../messages.ts';
import { correoSchema, regionSchema, rutSchema, telefonoSchema, texto, textoOpcional } from './fields.ts';

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

/** Agregar CP step 4 "Datos Bancarios" (docs/RULES.md#entities bank data). */
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
  isprincipal: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('true'), z.literal('false')])
    .transform((v) => v === true || v === 1 || v === 'true'),
});
export type CpContactoInput = z.input<typeof cpContactoSchema>;
