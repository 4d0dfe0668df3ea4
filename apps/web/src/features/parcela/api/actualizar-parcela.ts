import { actualizarParcela } from '@agro/domain/contracts/parcela';
import type { ParcelaUpdateInput } from '@agro/domain/schemas/parcela';
import { call } from '../../../lib/api-client.ts';
import { useEscritura } from '../../../lib/query-roots.ts';
import { RAICES_PARCELA } from './keys.ts';

/** PUT /parcela/id/{parcelarel_id}: territory data. */
export const useActualizarParcela = (rel: number) =>
  useEscritura(
    (body: ParcelaUpdateInput) => call(actualizarParcela, { params: { parcelarel_id: rel }, body }),
    RAICES_PARCELA,
  );
