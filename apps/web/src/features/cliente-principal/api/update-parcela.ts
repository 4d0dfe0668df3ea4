import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParcelaUpdateInput } from '@agro/domain/schemas/parcela';
import { api, type ApiBody } from '../../../lib/request.ts';
import { parcelaKeys } from './get-parcelas.ts';

/** PUT /parcela/id/{parcelarel_id}: territory data, coordinates also as the '(x,y)' point string. */
export function useUpdateParcela(rel: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ParcelaUpdateInput) => api<ApiBody>(`parcela/id/${rel}`, 'PUT', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: parcelaKeys.all }),
  });
}

/** PUT /parcela/tags/{parcelarel_id}: the harvest list (1 to 10 entries). */
export function useUpdateCosecha(rel: number, cp: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => api<ApiBody>(`parcela/tags/${rel}`, 'PUT', { tags, cp_id: cp }),
    onSuccess: () => qc.invalidateQueries({ queryKey: parcelaKeys.all }),
  });
}

/** POST /parcela/subir/{parcelarel_id}/{cp_id}: the territory picture, multipart `file0`. */
export function useUploadParcelaAvatar(rel: number, cp: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file0', file);
      return api<ApiBody>(`parcela/subir/${rel}/${cp}`, 'POST', form, true);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: parcelaKeys.all }),
  });
}
