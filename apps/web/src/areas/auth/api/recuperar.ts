import { recuperarPassword } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';

/** GET usuario/recuperar/{email}: the answer is ignored; the screen always shows the same message. */
export async function solicitarRecuperacion(email: string): Promise<void> {
  await call(recuperarPassword, { params: { email } }).catch(() => undefined);
}
