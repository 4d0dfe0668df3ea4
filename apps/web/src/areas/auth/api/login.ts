import type { Role } from '@agro/domain/constants';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { iniciarSesion } from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import type { LoginInput } from '@agro/domain/schemas/auth';
import { request } from '../../../lib/request.ts';
import { urlOf } from '../../../lib/url-of.ts';

export type LoginResult = { ok: true; role: Role } | { ok: false; mensaje: string };

/**
 * POST usuario/logear: the role on success, else the server's message (401 unknown user, 429 throttled).
 * Through `request`, not `call`: a failed sign-in is an answer to show, not an exception.
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const r = await request<Partial<ResponseOf<typeof iniciarSesion>> & { mensaje?: string }>(
    iniciarSesion,
    urlOf(iniciarSesion),
    { body: input },
  );
  if (r.status === 200 && r.datos?.status === 'success' && r.datos.role)
    return { ok: true, role: r.datos.role };
  const mensaje = r.datos?.mensaje;
  if (typeof mensaje === 'string' && mensaje) return { ok: false, mensaje };
  if (r.status === 429) return { ok: false, mensaje: MSG.demasiadosIntentos };
  if (r.status === null) return { ok: false, mensaje: r.error ?? MSG.errorSolicitud };
  return { ok: false, mensaje: MSG.usuarioNoExiste };
}
