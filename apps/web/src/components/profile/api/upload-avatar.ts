import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** POST /usuario/subir/{usuario_id}: multipart `file0`, sent as FormData with the raw flag. */
export function uploadAvatar(usuarioId: number, file: File) {
  const form = new FormData();
  form.append('file0', file);
  return api<ApiBody & { avatar: { nombre: string; extension: string } }>(
    `usuario/subir/${usuarioId}`,
    'POST',
    form,
    true,
  );
}

/** The avatar upload; refreshes every view of that user's avatar (key of features/usuario/api/get-avatar.ts). */
export function useUploadAvatar(usuarioId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(usuarioId!, file),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usuario', 'avatar', usuarioId] }),
  });
}
