import { subirImagenParcela } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { useEscritura } from '../../../lib/query-roots.ts';
import { RAICES_PARCELA } from './keys.ts';

/** POST /parcela/subir/{parcelarel_id}/{cp_id}: the territory picture, multipart `file0`. */
export const useUploadParcelaAvatar = (rel: number, cp: number) =>
  useEscritura((file: File) => {
    const form = new FormData();
    form.append('file0', file);
    return call(subirImagenParcela, { params: { parcelarel_id: rel, cp_id: cp }, form });
  }, RAICES_PARCELA);
