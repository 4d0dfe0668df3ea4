import type { QueryClient } from '@tanstack/react-query';

/** The lists and records an account change shows in: workers, companies, users, territories' workers. */
export function invalidateCuentas(qc: QueryClient) {
  return Promise.all(
    [['empleado'], ['cp'], ['usuario'], ['parcela']].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}
