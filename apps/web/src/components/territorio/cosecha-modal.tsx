import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { COSECHA_MAX, COSECHA_MIN } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { cosechaTagsSchema } from '@agro/domain/schemas/parcela';
import { notify } from '../../lib/notify.ts';
import { notifyModalFailure } from '../../lib/modal-failure.ts';

/** The modal's title and buttons, written in each area's own casing. */
export interface CosechaModalTextos {
  titulo: string;
  cancelar: string;
  guardar: string;
}

/** PUT /parcela/tags as each area's API module exposes it (`useUpdateCosecha`). */
export interface CosechaMutation {
  mutateAsync: (tags: string[]) => Promise<unknown>;
  isPending: boolean;
}

/** "Editar cosecha" (admin and principal client): 1 to 10 distinct entries (docs/RULES.md#validation). */
export function CosechaModal({
  tags: guardadas,
  update,
  textos,
  opened,
  onClose,
}: {
  tags: string[];
  update: CosechaMutation;
  textos: CosechaModalTextos;
  opened: boolean;
  onClose: () => void;
}) {
  const [tags, setTags] = useState<string[]>(guardadas);
  const [error, setError] = useState<string | null>(null);

  async function guardar() {
    const parsed = cosechaTagsSchema.safeParse(tags);
    if (!parsed.success) return setError(MSG.cosechaLimite);
    setError(null);
    try {
      await update.mutateAsync(parsed.data);
      notify.success(MSG.cosechaActualizada);
      onClose();
    } catch (err) {
      // The harvest rule's own message is more useful than the generic one.
      notifyModalFailure(err, MSG.territorioNoActualizado, onClose, (e) => e.mensaje === MSG.cosechaLimite);
    }
  }

  // Cancelling drops the edits, for callers that keep the modal mounted while closed.
  const cerrar = () => {
    setTags(guardadas);
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title={textos.titulo} centered>
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
          <Button variant="default" onClick={cerrar}>
            {textos.cancelar}
          </Button>
          <Button onClick={guardar} loading={update.isPending} disabled={tags.length < COSECHA_MIN}>
            {textos.guardar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
