import { z } from 'zod';
import { REGIONES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isIsoDate } from '../periods.ts';
import { formatRut, hasNul, isValidEmail, isValidPhone, isValidRut, normalizePhone } from '../rules.ts';

/** Any text: a string without NUL characters (PostgreSQL cannot store them), at most `max` long. */
export const cadena = (campo: string, max: number) =>
  z
    .string({ error: MSG.campoInvalido(campo) })
    .max(max, { error: MSG.campoInvalido(campo) })
    .refine((v) => !hasNul(v), { error: MSG.campoInvalido(campo) });

/** A required text field, trimmed, with "El campo X es obligatorio". */
export const texto = (campo: string, max = 200) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .min(1, { error: MSG.campoRequerido(campo) })
    .max(max, { error: MSG.campoInvalido(campo) })
    .refine((v) => !hasNul(v), { error: MSG.campoInvalido(campo) });

/** An optional text field, trimmed, empty by default. */
export const textoOpcional = (campo: string, max = 2000) =>
  cadena(campo, max)
    .transform((v) => v.trim())
    .default('');

/** A RUT as typed: normalised to 12.345.678-K (docs/RULES.md#validation), then checked, check character included. */
export const rutSchema = z
  .string({ error: MSG.rutInvalido })
  .transform((v) => formatRut(v))
  .refine(isValidRut, { error: MSG.rutInvalido });

/** A mobile phone as typed: normalised to +569 followed by 8 digits (docs/RULES.md#validation), then checked. */
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

/** Largest id a PostgreSQL `integer`/`serial` column holds. */
export const ID_MAX = 2_147_483_647;

/**
 * A database id in a path, query or body field (e.g. cp_id): a whole number from 1 to ID_MAX.
 * `mensaje` replaces "El campo X no es válido" where the screen shows its own wording.
 */
export const idCampo = (campo: string, mensaje: string = MSG.campoInvalido(campo)) =>
  z.coerce
    .number({ error: mensaje })
    .int({ error: mensaje })
    .min(1, { error: mensaje })
    .max(ID_MAX, { error: mensaje });

/** A calendar date YYYY-MM-DD that exists (no 2024-02-30, no year 0). */
export const fechaCampo = (campo: string) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .refine(isIsoDate, { error: MSG.campoInvalido(campo) });

/** A number sent as a number or a numeric string (forms and the original client send both). */
export const numeroCampo = (campo: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: MSG.campoInvalido(campo) }),
  );
