import { cambiarPasswordToken } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';

/**
 * POST usuario/cambiar/{token}: password_old is the new password, password_new its confirmation
 * (docs/RULES.md). Answers the account's e-mail, or null when the change failed.
 */
export async function cambiarPassword(
  token: string,
  nueva: string,
  confirmacion: string,
): Promise<string | null> {
  try {
    const r = await call(cambiarPasswordToken, {
      params: { token },
      body: { password_old: nueva, password_new: confirmacion },
    });
    return r.email;
  } catch {
    return null;
  }
}
