import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  actualizarCosecha,
  actualizarParcela,
  eliminarParcela,
  subirImagenParcela,
} from '@agro/domain/contracts/parcela';
import type { ParcelaUpdateInput } from '@agro/domain/schemas/parcela';
import { call } from '../../../lib/api-client.ts';
import { invalidarRaices } from '../../../lib/query-roots.ts';

/**
 * A territory write refreshes every territory query and every service query: service lists show
 * the territory's name, so a rename must reach them in every area at once.
 */
function useParcelaMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidarRaices(qc, 'parcela', 'servicio'),
  });
}

/** PUT /parcela/id/{parcelarel_id}: territory data. */
export const useUpdateParcela = (rel: number) =>
  useParcelaMutation((body: ParcelaUpdateInput) =>
    call(actualizarParcela, { params: { parcelarel_id: rel }, body }),
  );

/** PUT /parcela/tags/{parcelarel_id}: the harvest list (1 to 10 entries). */
export const useUpdateCosecha = (rel: number, cp: number) =>
  useParcelaMutation((tags: string[]) =>
    call(actualizarCosecha, { params: { parcelarel_id: rel }, body: { tags, cp_id: cp } }),
  );

/** POST /parcela/subir/{parcelarel_id}/{cp_id}: the territory picture, multipart `file0`. */
export const useUploadParcelaAvatar = (rel: number, cp: number) =>
  useParcelaMutation((file: File) => {
    const form = new FormData();
    form.append('file0', file);
    return call(subirImagenParcela, { params: { parcelarel_id: rel, cp_id: cp }, form });
  });

/** DELETE /parcela/{cp_id}/{parcelarel_id}. */
export const useEliminarParcela = (rel: number, cp: number) =>
  useParcelaMutation(() => call(eliminarParcela, { params: { cp_id: cp, parcelarel_id: rel } }));
