import { ROLES, type Role } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { LoginInput } from '@agro/domain/schemas/auth';
import { request, type ApiBody } from '../../../lib/request.ts';

export type LoginResult = { ok: true; role: Role } | { ok: false; mensaje: string };

/** POST usuario/logear: the role on success, else the server's message (401 unknown user, 429 throttled). */
export async function login(input: LoginInput): Promise<LoginResult> {
  const r = await request<ApiBody & { role?: string }>('usuario/logear', 'POST', input);
  const role = r.datos?.role;
  if (r.status === 200 && r.datos?.status === 'success' && ROLES.includes(role as Role)) {
    return { ok: true, role: role as Role };
  }
  const mensaje = r.datos?.mensaje;
  if (typeof mensaje === 'string' && mensaje) return { ok: false, mensaje };
  if (r.status === 429) return { ok: false, mensaje: MSG.demasiadosIntentos };
  if (r.status === null) return { ok: false, mensaje: r.error ?? MSG.errorSolicitud };
  return { ok: false, mensaje: MSG.usuarioNoExiste };
}
