import { actualizarCosecha } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { useEscritura } from '../../../lib/query-roots.ts';
import { RAICES_PARCELA } from './keys.ts';

/** PUT /parcela/tags/{parcelarel_id}: the harvest list (1 to 10 entries). */
export const useActualizarCosecha = (rel: number, cp: number) =>
  useEscritura(
    (tags: string[]) =>
      call(actualizarCosecha, { params: { parcelarel_id: rel }, body: { tags, cp_id: cp } }),
    RAICES_PARCELA,
  );
