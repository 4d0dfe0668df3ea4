import { parcelaDisplayId } from '@agro/domain/format';
import { ApiError } from '../../../lib/request.ts';
import type { ServicioCp } from '../../../features/servicio/api/keys.ts';

type Opcion = Pick<
  ServicioCp,
  'servicio_id' | 'cp_id' | 'parcelarel_id' | 'nombre' | 'tipo_servicio' | 'is_deleted'
>;

/** The services a monthly invoice can bill: the client's live ones, named by territory. */
export function opcionesServicio(servicios: Opcion[] | undefined) {
  return (servicios ?? [])
    .filter((s) => !s.is_deleted)
    .map((s) => ({
      value: String(s.servicio_id),
      label: `${parcelaDisplayId(s.cp_id, s.parcelarel_id)} · ${s.nombre} · ${s.tipo_servicio}`,
    }));
}

/** The server's reason under the form; a 401 has its own notice and leaves none. */
export const falloDeCrear = (err: unknown) =>
  err instanceof ApiError && err.status !== 401 ? err.mensaje : null;
