import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** A row of GET /usuario/listar. */
export interface UsuarioFila {
  usuario_id: number;
  email: string;
  tipo_usuario: string;
  estado: boolean;
  invitacion_pendiente: boolean;
  nom_empresa: string | null;
  nom_empleado: string | null;
  nom_admin: string | null;
}

export const usuarioKeys = { registro: ['usuario', 'registro'] as const };

/** PUT usuario/email/admin/{email} {email_actual, email} */
export function useCambiarEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ actual, email }: { actual: string; email: string }) =>
      api<ApiBody>(`usuario/email/admin/${encodeURIComponent(actual)}`, 'PUT', {
        email_actual: actual,
        email,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usuario'] }),
  });
}

/** PUT usuario/password/admin/{email} {email, password_new} */
export function useCambiarPasswordUsuario() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      api<ApiBody>(`usuario/password/admin/${encodeURIComponent(email)}`, 'PUT', {
        email,
        password_new: password,
      }),
  });
}
