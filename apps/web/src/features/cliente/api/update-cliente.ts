import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activarCp, desactivarCp, eliminarCp, registrarCp } from '@agro/domain/contracts/cp';
import type { CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';
import { cpKeys } from './keys.ts';

/** A company's data shows in the back office and in its own area: refresh every `['cp']` query. */
function useCpMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: cpKeys.all }) });
}

/** Switching a company on or off, or deleting it, changes its workers, accounts and territories too. */
function useCuentaMutation<R>(fn: () => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateCuentas(qc) });
}

/** POST /cp/registrar → cp_id */
export const useRegistrarCp = () => useCpMutation((body: CpRegistroInput) => call(registrarCp, { body }));
/** DELETE /cp/desactivar/{cp_id}: the company and its workers can no longer sign in. */
export const useDesactivarCp = (cp: number) =>
  useCuentaMutation(() => call(desactivarCp, { params: { cp_id: cp } }));
/** POST /cp/activar/{cp_id}: undoes a deactivation. */
export const useActivarCp = (cp: number) =>
  useCuentaMutation(() => call(activarCp, { params: { cp_id: cp } }));
/** DELETE /cp/{cp_id} */
export const useEliminarCp = (cp: number) =>
  useCuentaMutation(() => call(eliminarCp, { params: { cp_id: cp } }));
