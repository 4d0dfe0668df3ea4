import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isValidEmail, isValidPassword } from '../rules.ts';

/** An e-mail address as the login rule accepts it (trimmed, lower-cased). */
export const emailSchema = z
  .string({ error: MSG.emailInvalido })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: MSG.emailInvalido });

/**
 * An account named by its e-mail in a path (trimmed, lower-cased): looked up, not judged, so an
 * address of any shape that names no account is simply not found.
 */
export const emailRefSchema = z
  .string({ error: MSG.campoInvalido('email') })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: MSG.campoInvalido('email') });

/** A password that meets the platform rule; never trimmed. */
export const passwordSchema = z.string({ error: MSG.passwordInvalida }).refine(isValidPassword, {
  error: MSG.passwordInvalida,
});

/** A password being set (reset, own change, an admin's change): the platform rule, with the spec's reset wording. */
export const passwordNuevaSchema = z
  .string({ error: MSG.passwordsNoCumplen })
  .refine(isValidPassword, { error: MSG.passwordsNoCumplen });

/** POST usuario/logear */
export const loginSchema = z.object({
  email: emailSchema,
  // Sign-in only checks presence: an old password that predates the rule must still be refused by the hash, not by shape.
  password: z.string({ error: MSG.passwordInvalida }).min(1, { error: MSG.passwordInvalida }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The sign-in form: the spec's client checks the password rule before calling (spec 000 §5); the server only presence. */
export const loginFormSchema = loginSchema.extend({ password: passwordSchema });

/** The recovery form: only a required e-mail (spec 000 §5); the server answers alike for any address. */
export const recuperarFormSchema = z.object({
  email: z
    .string({ error: MSG.campoRequerido('email') })
    .trim()
    .min(1, { error: MSG.campoRequerido('email') })
    .max(EMAIL_MAX, { error: MSG.campoInvalido('email') }),
});

/** The e-mail confirmation screen's code (digits only); the screen calls nothing (spec 000 §2). */
export const confirmarCorreoSchema = z.object({
  codigo: z
    .string({ error: MSG.campoRequerido('codigo') })
    .trim()
    .min(1, { error: MSG.campoRequerido('codigo') })
    .regex(/^\d{4,10}$/, { error: MSG.campoInvalido('codigo') }),
});

/** POST usuario/cambiar/{token}: password_old is the new password, password_new its confirmation. */
export const resetPasswordSchema = z
  .object({
    password_old: passwordNuevaSchema,
    password_new: passwordNuevaSchema,
  })
  .refine((v) => v.password_old === v.password_new, {
    error: MSG.passwordsNoCoincidenReset,
    path: ['password_new'],
  });

/** PUT usuario/password/{email}: own password change with the current one. */
export const changePasswordSchema = z
  .object({
    password_old: z.string().min(1, { error: MSG.passwordActualIncorrecta }),
    password_new: passwordNuevaSchema,
    password_new2: z.string(),
  })
  .refine((v) => v.password_new === v.password_new2, {
    error: MSG.passwordsNoCoinciden,
    path: ['password_new2'],
  });

/** PUT usuario/password/admin/{email}: an admin sets any user's password. */
export const adminPasswordSchema = z.object({
  email: emailSchema.optional(),
  password_new: passwordNuevaSchema,
});

/** The admin's "Modificar Contraseña" form: the new password typed twice; only password_new is sent. */
export const adminPasswordFormSchema = adminPasswordSchema
  .omit({ email: true })
  .extend({ password_new2: z.string() })
  .refine((v) => v.password_new === v.password_new2, {
    error: MSG.passwordsNoCoinciden,
    path: ['password_new2'],
  });

/** PUT usuario/email/admin/{email}: an admin changes any user's e-mail. */
export const adminEmailSchema = z.object({
  email_actual: emailSchema.optional(),
  email: emailSchema,
});
