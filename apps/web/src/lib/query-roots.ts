import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * The first element of each resource's query keys. A write in one resource refreshes what another
 * shows by these roots, without importing that resource's folder, so resource folders never import
 * each other in a circle (ESLint import-x/no-cycle). Each `features/<resource>/api/keys.ts` starts
 * its keys here.
 */
export const RAIZ = {
  cp: ['cp'],
  empleado: ['empleado'],
  usuario: ['usuario'],
  parcela: ['parcela'],
  servicio: ['servicio'],
} as const;

export type Raiz = keyof typeof RAIZ;

/** Refreshes every query under the given roots. */
export const invalidarRaices = (qc: QueryClient, ...raices: Raiz[]) =>
  Promise.all(raices.map((r) => qc.invalidateQueries({ queryKey: RAIZ[r] })));

/** The lists and records an account change shows in: workers, companies, users, territories' workers. */
export const RAICES_CUENTAS: readonly Raiz[] = ['empleado', 'cp', 'usuario', 'parcela'];

export const invalidateCuentas = (qc: QueryClient) => invalidarRaices(qc, ...RAICES_CUENTAS);

/**
 * A write that, once it succeeds, refreshes every query under `raices` in every area: each
 * resource's endpoint files share their resource's roots instead of each choosing its own.
 */
export function useEscritura<V, R>(fn: (v: V) => Promise<R>, raices: readonly Raiz[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidarRaices(qc, ...raices) });
}
