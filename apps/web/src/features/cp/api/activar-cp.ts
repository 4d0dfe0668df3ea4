import { activarCp } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { useEscritura, RAICES_CUENTAS } from '../../../lib/query-roots.ts';

/** POST /cp/activar/{cp_id}: undoes a deactivation. */
export const useActivarCp = (cp: number) =>
  useEscritura(() => call(activarCp, { params: { cp_id: cp } }), RAICES_CUENTAS);
