import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subirAvatar } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';
import { avatarQuery } from '../../../features/usuario/api/get-avatar.ts';

/** POST /usuario/subir/{usuario_id}: multipart `file0`. */
export function uploadAvatar(usuarioId: number, file: File) {
  const form = new FormData();
  form.append('file0', file);
  return call(subirAvatar, { params: { usuario_id: usuarioId }, form });
}

/** The avatar upload; refreshes every view of that user's avatar (the key of features/usuario/api/get-avatar.ts). */
export function useUploadAvatar(usuarioId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(usuarioId!, file),
    onSuccess: () => qc.invalidateQueries({ queryKey: avatarQuery(usuarioId).queryKey }),
  });
}
