import { Box, Button, FileButton, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { ParcelaImagen } from './parcela-card.tsx';
import { type Parcela } from '../../../features/parcela/api/keys.ts';
import { useUploadParcelaAvatar } from '../../../features/parcela/api/subir-imagen-parcela.ts';

const TIPOS = ['image/png', 'image/jpeg'];
const MAX_BYTES = 25 * 1024 * 1024;

/** The territory picture with its upload button (PNG or JPEG, sent at once). */
export function ParcelaAvatar({ parcela }: { parcela: Parcela }) {
  const upload = useUploadParcelaAvatar(parcela.parcelarel_id, parcela.cp_id);
  async function subir(file: File | null) {
    if (!file) return;
    if (!TIPOS.includes(file.type)) return notify.error(MSG.avatarFormato);
    if (file.size > MAX_BYTES) return notify.error(MSG.archivoMuyGrande);
    try {
      await upload.mutateAsync(file);
      notify.success(MSG.avatarActualizado);
    } catch (err) {
      notify.error(failureMessage(err, MSG.territorioNoActualizado));
    }
  }
  return (
    <Stack gap="xs" w={{ base: '100%', sm: 220 }}>
      <Box
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="territorio-avatar"
      >
        <ParcelaImagen parcela={parcela} h={150} />
      </Box>
      <FileButton onChange={subir} accept={TIPOS.join(',')}>
        {(p) => (
          <Button
            {...p}
            variant="light"
            size="xs"
            leftSection={<IconCamera size={14} />}
            loading={upload.isPending}
          >
            Cambiar imagen
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
