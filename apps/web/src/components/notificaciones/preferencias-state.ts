import type { PreferenciaDto } from '@agro/domain/contracts/notificacion';

type Canal = 'correo' | 'app';

/** One checkbox changed: the whole preference of that kind of notice, with only that channel changed. */
export function cambioPreferencia(
  p: Pick<PreferenciaDto, 'tipo' | 'correo' | 'app'>,
  canal: Canal,
  valor: boolean,
) {
  return { preferencias: [{ tipo: p.tipo, correo: p.correo, app: p.app, [canal]: valor }] };
}

/** The bell's badge: the unread count, capped so it fits. */
export const etiquetaNoLeidas = (n: number) => (n > 99 ? '99+' : n);
