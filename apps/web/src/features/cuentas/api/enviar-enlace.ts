import { useMutation } from '@tanstack/react-query';
import { enviarEnlaceUsuario } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';

/** POST /usuario/enlace/admin/{email}: staff send an account a link to set its password. */
export const useEnviarEnlace = () =>
  useMutation({ mutationFn: (email: string) => call(enviarEnlaceUsuario, { params: { email } }) });
