import { request } from '../../../lib/request.ts';

/** POST usuario/cambiar/{token}: password_old is the new password, password_new its confirmation (docs/RULES.md#identity). */
export async function cambiarPassword(token: string, nueva: string, confirmacion: string): Promise<boolean> {
  const r = await request(`usuario/cambiar/${encodeURIComponent(token)}`, 'POST', {
    password_old: nueva,
    password_new: confirmacion,
  });
  return r.status === 200;
}
