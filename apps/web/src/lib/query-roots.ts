import type { QueryClient } from '@tanstack/react-query';

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

/** Refreshes every query under the given roots. */
export const invalidarRaices = (qc: QueryClient, ...raices: (keyof typeof RAIZ)[]) =>
  Promise.all(raices.map((r) => qc.invalidateQueries({ queryKey: RAIZ[r] })));

/** The lists and records an account change shows in: workers, companies, users, territories' workers. */
export const invalidateCuentas = (qc: QueryClient) =>
  invalidarRaices(qc, 'empleado', 'cp', 'usuario', 'parcela');
