import { desactivarCp } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { useEscritura, RAICES_CUENTAS } from '../../../lib/query-roots.ts';

/** DELETE /cp/desactivar/{cp_id}: the company and its workers can no longer sign in (their accounts change too). */
export const useDesactivarCp = (cp: number) =>
  useEscritura(() => call(desactivarCp, { params: { cp_id: cp } }), RAICES_CUENTAS);
