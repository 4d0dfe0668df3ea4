import type { QueryClient } from '@tanstack/react-query';
import { parcelaKeys } from '../../parcela/api/keys.ts';
import { cpKeys } from '../../cliente/api/keys.ts';
import { empleadoKeys } from '../../trabajador/api/keys.ts';
import { usuarioKeys } from '../../usuario/api/keys.ts';

/** The lists and records an account change shows in: workers, companies, users, territories' workers. */
export function invalidateCuentas(qc: QueryClient) {
  return Promise.all(
    [empleadoKeys.all, cpKeys.all, usuarioKeys.all, parcelaKeys.all].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
}
