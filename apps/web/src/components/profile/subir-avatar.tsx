import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { MSG } from '@agro/domain/messages';
import { AVATAR_MAX_BYTES, AVATAR_MIME } from '@agro/domain/schemas/perfil';
import { notify } from '../../lib/notify.ts';

/** Avatar picker with preview (PNG/JPEG); the form uploads the chosen file on save, only if one was chosen. */
export function SubirAvatar(props: {
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  name?: string;
}) {
  const preview = useMemo(() => (props.file ? URL.createObjectURL(props.file) : null), [props.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const elegir = (file: File | null) => {
    if (!file) return;
    if (!(AVATAR_MIME as readonly string[]).includes(file.type)) return notify.error(MSG.avatarFormato);
    if (file.size > AVATAR_MAX_BYTES) return notify.error(MSG.archivoMuyGrande);
    props.onChange(file);
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={preview ?? props.currentUrl}
        alt={props.name ?? 'Avatar'}
        size={84}
        radius={84}
        color="agro"
        data-testid="avatar-preview"
      />
      <Stack gap={4}>
        <FileButton onChange={elegir} accept={AVATAR_MIME.join(',')}>
          {(p) => (
            <Button {...p} variant="light" leftSection={<IconUpload size={16} />}>
              Subir avatar
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {props.file ? props.file.name : 'PNG o JPEG'}
        </Text>
      </Stack>
    </Group>
  );
}
