import { request } from '../../../lib/request.ts';

/** GET usuario/recuperar/{email}: the answer is ignored; the screen always shows the same message. */
export async function solicitarRecuperacion(email: string): Promise<void> {
  await request(`usuario/recuperar/${encodeURIComponent(email)}`);
}
