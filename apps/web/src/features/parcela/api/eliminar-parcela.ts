import { eliminarParcela } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { useEscritura } from '../../../lib/query-roots.ts';
import { RAICES_PARCELA } from './keys.ts';

/** DELETE /parcela/{cp_id}/{parcelarel_id}. */
export const useEliminarParcela = (rel: number, cp: number) =>
  useEscritura(() => call(eliminarParcela, { params: { cp_id: cp, parcelarel_id: rel } }), RAICES_PARCELA);
