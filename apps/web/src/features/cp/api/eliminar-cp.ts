import { eliminarCp } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { useEscritura, RAICES_CUENTAS } from '../../../lib/query-roots.ts';

/** DELETE /cp/{cp_id}: the company goes with its workers, accounts and territories. */
export const useEliminarCp = (cp: number) =>
  useEscritura(() => call(eliminarCp, { params: { cp_id: cp } }), RAICES_CUENTAS);
