import { registrarCp } from '@agro/domain/contracts/cp';
import type { CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import { call } from '../../../lib/api-client.ts';
import { useEscritura } from '../../../lib/query-roots.ts';

/** POST /cp/registrar → cp_id; the company shows in the back office and in its own area (every `['cp']` query). */
export const useRegistrarCp = () =>
  useEscritura((body: CpRegistroInput) => call(registrarCp, { body }), ['cp']);
