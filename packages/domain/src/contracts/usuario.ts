import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { CAMPOS_USUARIOS, ORDEN_USUARIOS, registroQuerySchema } from '../schemas/admin.ts';
import {
  adminEmailSchema,
  adminPasswordSchema,
  emailRefSchema,
  loginSchema,
  resetPasswordSchema,
} from '../schemas/auth.ts';
import { idCampo } from '../schemas/fields.ts';
import { AVATAR_MAX_BYTES, perfilPasswordSchema } from '../schemas/perfil.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** A stored picture as the API names it; served under /static/ (see contracts/static-files.ts). */
export const avatarSchema = z.object({ nombre: z.string(), extension: z.string() });
export type Avatar = z.input<typeof avatarSchema>;

/** An account as the back office's user list shows it, with the name of its person or company. */
export const usuarioFilaSchema = z.object({
  usuario_id: z.number(),
  email: z.string(),
  tipo_usuario: z.enum(ROLES),
  estado: z.boolean(),
  is_active: z.boolean(),
  /** Invited but has not set a password yet. */
  invitacion_pendiente: z.boolean(),
  nom_empresa: z.string().nullable(),
  nom_empleado: z.string().nullable(),
  nom_admin: z.string().nullable(),
  date_entered: timestamp,
});
export type UsuarioFila = z.input<typeof usuarioFilaSchema>;

const emailParams = z.object({ email: emailRefSchema });
// Any text: a token that is not a live link answers 404 whatever its shape, like an expired one.
const tokenParams = z.object({ token: z.string() });
const usuarioParams = z.object({ usuario_id: idCampo('usuario_id') });

export const iniciarSesion = endpoint({
  method: 'POST',
  path: '/usuario/logear',
  access: 'public',
  body: loginSchema,
  response: ok({ role: z.enum(ROLES) }),
  summary: 'Inicia sesión (cookie agro_sesion); 401 si no coincide, 429 tras demasiados intentos',
});

export const cerrarSesion = endpoint({
  method: 'POST',
  path: '/usuario/deslogear',
  access: 'session',
  response: ok({}),
  summary: 'Cierra la sesión actual',
});

export const sesionActual = endpoint({
  method: 'GET',
  path: '/usuario/sesion',
  access: 'session',
  response: ok({ role: z.enum(ROLES), usuario_id: z.number(), email: z.string() }),
  summary: 'La cuenta de la sesión actual',
});

export const recuperarPassword = endpoint({
  method: 'GET',
  path: '/usuario/recuperar/:email',
  access: 'public',
  params: z.object({ email: z.string() }),
  response: ok({}),
  summary: 'Envía un enlace de recuperación; la misma respuesta exista o no la cuenta',
});

export const validarToken = endpoint({
  method: 'GET',
  path: '/usuario/validar/:token',
  access: 'public',
  params: tokenParams,
  response: ok({}),
  summary: 'Comprueba un enlace de recuperación (404 si no está vigente)',
});

export const cambiarPasswordToken = endpoint({
  method: 'POST',
  path: '/usuario/cambiar/:token',
  access: 'public',
  params: tokenParams,
  body: resetPasswordSchema,
  // The account's e-mail, so the sign-in page that follows can fill it in.
  response: ok({ email: z.string() }),
  summary:
    'Fija la contraseña con un enlace de recuperación (password_old = nueva, password_new = confirmación)',
});

export const obtenerAvatar = endpoint({
  method: 'GET',
  path: '/usuario/avatar/:usuario_id',
  access: 'session',
  record: { resource: 'usuario', param: 'usuario_id' },
  params: usuarioParams,
  response: ok({ avatar: avatarSchema.nullable() }),
  summary: 'Nombre del avatar de un usuario visible (servido en /static/avatars/)',
});

export const subirAvatar = endpoint({
  method: 'POST',
  path: '/usuario/subir/:usuario_id',
  access: 'session',
  record: { resource: 'usuario', param: 'usuario_id', action: 'update' },
  multipart: { files: [{ name: 'file0', allowed: ['png', 'jpg'], maxBytes: AVATAR_MAX_BYTES }] },
  params: usuarioParams,
  response: ok({ avatar: avatarSchema }),
  summary: 'Avatar propio, o de cualquiera para el personal (multipart `file0`, PNG o JPEG)',
});

export const cambiarPasswordPropia = endpoint({
  method: 'PUT',
  path: '/usuario/password/:email',
  access: 'session',
  record: { resource: 'cuenta', param: 'email', action: 'update' },
  params: emailParams,
  body: perfilPasswordSchema,
  response: ok({}),
  summary: 'Cambia la contraseña propia con la actual',
});

export const registroUsuarios = endpoint({
  method: 'GET',
  path: '/usuario/listar',
  access: 'staff',
  querystring: registroQuerySchema(CAMPOS_USUARIOS, ORDEN_USUARIOS),
  response: ok({
    usuarios: z.array(usuarioFilaSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** False when `total` is a lower bound: the rows were counted only some pages ahead. */
    total_exacto: z.boolean(),
  }),
  summary: 'Cuentas de la plataforma (filtradas, ordenadas y paginadas)',
});

export const cambiarEmailUsuario = endpoint({
  method: 'PUT',
  path: '/usuario/email/admin/:email',
  access: 'staff',
  params: emailParams,
  body: adminEmailSchema,
  response: ok({ usuario_id: z.number(), email: z.string() }),
  summary: 'Cambia el email de cualquier cuenta (409 si otra lo tiene)',
});

export const cambiarPasswordUsuario = endpoint({
  method: 'PUT',
  path: '/usuario/password/admin/:email',
  access: 'staff',
  params: emailParams,
  body: adminPasswordSchema,
  response: ok({ usuario_id: z.number() }),
  summary: 'Fija la contraseña de cualquier cuenta y cierra sus sesiones',
});

// People and accounts (issue 12).

export const enviarEnlaceUsuario = endpoint({
  method: 'POST',
  path: '/usuario/enlace/admin/:email',
  access: 'staff',
  params: emailParams,
  response: ok({ usuario_id: z.number(), correo_enviado: z.boolean() }),
  summary:
    'Envía a una cuenta un enlace para definir su contraseña (la invitación de nuevo si aún no la define)',
});

export const guardarPerfilPropio = endpoint({
  method: 'POST',
  path: '/usuario/perfil',
  access: 'session',
  // Always the caller's own account: nothing to address, so no record.
  multipart: {
    files: [{ name: 'file0', allowed: ['png', 'jpg'], maxBytes: AVATAR_MAX_BYTES }],
    fields: ['datos'],
  },
  response: ok({ avatar: avatarSchema.nullable() }),
  summary:
    'Guarda el perfil propio: `datos` (JSON, los campos de la pestaña PERFIL del rol) y `file0` (avatar PNG o JPEG), al menos uno; todo o nada',
});
