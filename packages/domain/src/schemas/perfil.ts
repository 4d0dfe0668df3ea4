import type { z } from 'zod';
import { changePasswordSchema } from './auth.ts';

/** Avatars and territory pictures are PNG or JPEG, checked by content on the server. */
export const AVATAR_MIME = ['image/png', 'image/jpeg'] as const;
/** Largest avatar or territory picture accepted, shared by the upload forms and the server. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** PUT usuario/password/{email}: password_old, password_new, password_new2 (the SEGURIDAD tab). */
export const perfilPasswordSchema = changePasswordSchema;
export type PerfilPasswordInput = z.infer<typeof perfilPasswordSchema>;
