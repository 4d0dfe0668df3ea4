import { z } from 'zod';
import { REGIONES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { formatRut, isValidEmail, isValidPhone, isValidRut, normalizePhone } from '../rules.ts';

/** A required text field, trimmed, with "El campo X es obligatorio". */
export const texto = (campo: string, max = 200) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .min(1, { error: MSG.campoRequerido(campo) })
    .max(max, { error: MSG.campoInvalido(campo) });

/** An optional text field, trimmed, empty by default. */
export const textoOpcional = (campo: string, max = 2000) =>
  z
    .string({ error: MSG.campoInvalido(campo) })
    .trim()
    .max(max, { error: MSG.campoInvalido(campo) })
    .default('');

/** A RUT as typed: normalised to 12.345.678-K (spec 001 §5), then checked, check character included. */
export const rutSchema = z
  .string({ error: MSG.rutInvalido })
  .transform((v) => formatRut(v))
  .refine(isValidRut, { error: MSG.rutInvalido });

/** A mobile phone as typed: normalised to +569 followed by 8 digits (spec 001 §5), then checked. */
export const telefonoSchema = z
  .string({ error: MSG.telefonoInvalido })
  .transform(normalizePhone)
  .refine(isValidPhone, { error: MSG.telefonoInvalido });

/** Any e-mail field (trimmed, lower-cased). */
export const correoSchema = (campo: string) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: MSG.campoInvalido(campo) });

/** One of the 16 regions of Chile. */
export const regionSchema = z.enum(REGIONES, { error: MSG.campoInvalido('region') });

/** A positive integer id (path or body), e.g. cp_id. */
export const idCampo = (campo: string) =>
  z.coerce
    .number({ error: MSG.campoInvalido(campo) })
    .int({ error: MSG.campoInvalido(campo) })
    .positive({ error: MSG.campoInvalido(campo) });

/** A number sent as a number or a numeric string (forms and the original client send both). */
export const numeroCampo = (campo: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: MSG.campoInvalido(campo) }),
  );
