import { useMutation } from '@tanstack/react-query';
import { cambiarPasswordUsuario } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';

/** PUT usuario/password/admin/{email} {email, password_new} */
export const useCambiarPasswordUsuario = () =>
  useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      call(cambiarPasswordUsuario, { params: { email }, body: { email, password_new: password } }),
  });
