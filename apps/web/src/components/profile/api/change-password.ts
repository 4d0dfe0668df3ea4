import { useMutation } from '@tanstack/react-query';
import type { PerfilPasswordInput } from '@agro/domain/schemas/perfil';
import { api, type ApiBody } from '../../../lib/request.ts';

/** PUT usuario/password/{email}: password_old, password_new, password_new2 (own account). */
export const useChangePassword = (email: string | undefined) =>
  useMutation({
    mutationFn: (body: PerfilPasswordInput) =>
      api<ApiBody>(`usuario/password/${encodeURIComponent(email ?? '')}`, 'PUT', body),
  });
