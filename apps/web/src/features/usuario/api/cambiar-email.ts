import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cambiarEmailUsuario } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** PUT usuario/email/admin/{email} {email_actual, email}: the e-mail shows in every person list. */
export function useCambiarEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ actual, email }: { actual: string; email: string }) =>
      call(cambiarEmailUsuario, { params: { email: actual }, body: { email_actual: actual, email } }),
    onSuccess: () => invalidateCuentas(qc),
  });
}
