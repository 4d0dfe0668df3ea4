import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { COSECHA_MAX, COSECHA_MIN } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { cosechaTagsSchema } from '@agro/domain/schemas/parcela';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useUpdateCosecha, type Parcela } from '../api/parcelas.ts';

/** EDITAR COSECHA: 1 to 10 entries (spec 001 §5). */
export function CosechaModal({
  parcela,
  opened,
  onClose,
}: {
  parcela: Parcela;
  opened: boolean;
  onClose: () => void;
}) {
  const [tags, setTags] = useState<string[]>(parcela.tags);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCosecha(parcela.parcelarel_id, parcela.cp_id);

  async function guardar() {
    const parsed = cosechaTagsSchema.safeParse(tags);
    if (!parsed.success) return setError(MSG.cosechaLimite);
    setError(null);
    try {
      await update.mutateAsync(parsed.data);
      notify.success(MSG.cosechaActualizada);
      onClose();
    } catch (err) {
      const msg =
        err instanceof ApiError && err.mensaje === MSG.cosechaLimite
          ? MSG.cosechaLimite
          : failureMessage(err, MSG.territorioNoActualizado);
      notify.error(msg);
      if (msg === MSG.inicieSesion) onClose();
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Editar Cosecha" centered>
      <Stack gap="sm">
        <TagsInput
          label="Cosecha"
          description={`Escribe un cultivo y presiona Enter. Entre ${COSECHA_MIN} y ${COSECHA_MAX} entradas.`}
          value={tags}
          onChange={setTags}
          maxTags={COSECHA_MAX}
          clearable
          splitChars={[',', ';']}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          {tags.length} de {COSECHA_MAX}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCELAR
          </Button>
          <Button onClick={guardar} loading={update.isPending} disabled={tags.length < COSECHA_MIN}>
            GUARDAR
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
