import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { erroresDeCampos } from '../form-errors.ts';
import { MSG } from '../messages.ts';
import {
  adminPasswordFormSchema,
  adminPasswordSchema,
  confirmarCorreoSchema,
  loginFormSchema,
  loginSchema,
  recuperarFormSchema,
  resetPasswordSchema,
} from './auth.ts';
import { perfilPasswordSchema } from './perfil.ts';

const errores = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values);
  return r.success ? {} : erroresDeCampos(r.error.issues);
};
const RAW_KEYS = /\b(password_old|password_new2?|email_actual|codigo|email)\b/;

describe('account forms share the server schemas and wording', () => {
  it('sign-in: the form checks the password rule, the server only presence', () => {
    expect(errores(loginFormSchema, { email: 'x', password: 'corta' })).toEqual({
      email: MSG.emailInvalido,
      password: MSG.passwordInvalida,
    });
    expect(errores(loginSchema, { email: 'a@b.cl', password: 'corta' })).toEqual({});
  });

  it('every password being set answers the same rule message, and a confirmation must match', () => {
    const nueva = 'Nueva#Clave2026';
    expect(errores(resetPasswordSchema, { password_old: '', password_new: '' })).toEqual({
      password_old: MSG.passwordsNoCumplen,
      password_new: MSG.passwordsNoCumplen,
    });
    expect(errores(resetPasswordSchema, { password_old: nueva, password_new: 'Otra#Clave2026' })).toEqual({
      password_new: MSG.passwordsNoCoincidenReset,
    });
    expect(errores(adminPasswordSchema, { password_new: 'corta' })).toEqual({
      password_new: MSG.passwordsNoCumplen,
    });
    expect(errores(adminPasswordFormSchema, { password_new: nueva, password_new2: 'x' })).toEqual({
      password_new2: MSG.passwordsNoCoinciden,
    });
    expect(adminPasswordFormSchema.parse({ password_new: nueva, password_new2: nueva }).password_new).toBe(
      nueva,
    );
    expect(
      errores(perfilPasswordSchema, { password_old: '', password_new: nueva, password_new2: 'x' }),
    ).toEqual({ password_old: MSG.passwordActualIncorrecta, password_new2: MSG.passwordsNoCoinciden });
  });

  it('recovery and confirmation name their fields by label', () => {
    expect(errores(recuperarFormSchema, { email: '  ' })).toEqual({ email: 'El campo Email es obligatorio' });
    expect(errores(recuperarFormSchema, { email: 'cualquier-cosa' })).toEqual({});
    expect(errores(confirmarCorreoSchema, { codigo: '' })).toEqual({
      codigo: 'El campo Código de verificación es obligatorio',
    });
    const malo = errores(confirmarCorreoSchema, { codigo: 'abc' });
    expect(malo).toEqual({ codigo: 'El campo Código de verificación no es válido' });
    for (const m of Object.values(malo)) expect(m).not.toMatch(RAW_KEYS);
  });
});
