import { useMutation } from '@tanstack/react-query';
import { cambiarPasswordPropia } from '@agro/domain/contracts/usuario';
import type { PerfilPasswordInput } from '@agro/domain/schemas/perfil';
import { call } from '../../../lib/api-client.ts';

/** PUT /usuario/password/{email}: password_old, password_new, password_new2 (own account; caches unaffected). */
export const useCambiarPasswordPropia = (email: string | undefined) =>
  useMutation({
    mutationFn: (body: PerfilPasswordInput) =>
      call(cambiarPasswordPropia, { params: { email: email ?? '' }, body }),
  });
