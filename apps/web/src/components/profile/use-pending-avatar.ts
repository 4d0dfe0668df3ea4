import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../lib/notify.ts';
import { failureMessage } from '../../lib/request.ts';
import { useUploadAvatar } from './api/upload-avatar.ts';

/**
 * The avatar a profile form has picked (for AvatarUpload) and not sent yet; `subir` uploads it
 * on save, only when a new file was chosen, and reports the outcome itself.
 */
export function usePendingAvatar(usuarioId: number | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAvatar(usuarioId);

  async function subir() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success(MSG.avatarActualizado);
      setFile(null);
    } catch (err) {
      notify.error(failureMessage(err, MSG.usuarioNoActualizado));
    }
  }

  return { file, setFile, subir, isPending: upload.isPending };
}
