import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { COSECHA_MAX, COSECHA_MIN } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { cosechaSchema } from '@agro/domain/schemas/parcela';
import { CosechaInput } from './cosecha-input.tsx';
import { enModal } from '../../lib/modal-failure.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

// The company is named by the caller's mutation; the form checks only the list.
const tagsSchema = cosechaSchema.pick({ tags: true });

/** The modal's title and buttons, written in each area's own casing. */
export interface CosechaModalTextos {
  titulo: string;
  cancelar: string;
  guardar: string;
}

/** PUT /parcela/tags as each area's API module exposes it (`useActualizarCosecha`). */
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
  const form = useZodForm(tagsSchema, { initialValues: { tags: guardadas } });
  const tags = form.values.tags;
  // An entry's own issue (too long) is keyed by its index; the list shows it like the list's rule.
  const error = form.errors.tags ?? Object.values(form.errors)[0];

  const guardar = ({ tags }: { tags: string[] }) =>
    enModal(() => update.mutateAsync(tags), {
      ok: MSG.cosechaActualizada,
      fallo: MSG.territorioNoActualizado,
      onClose,
      // The harvest rule's own message is more useful than the generic one.
      explains: (e) => e.mensaje === MSG.cosechaLimite,
    });

  // Cancelling drops the edits, for callers that keep the modal mounted while closed.
  const cerrar = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title={textos.titulo} centered>
      <Stack gap="sm">
        <CosechaInput
          description={`Escribe un cultivo y presiona Enter. Entre ${COSECHA_MIN} y ${COSECHA_MAX} entradas.`}
          value={tags}
          onChange={(t) => form.setFieldValue('tags', t)}
          error={error}
        />
        <Text size="xs" c="dimmed">
          {tags.length} de {COSECHA_MAX}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cerrar}>
            {textos.cancelar}
          </Button>
          <Button
            // No <form>: Enter in the tags field adds an entry, it must not save.
            onClick={() => form.onSubmit(guardar)()}
            loading={update.isPending}
            disabled={tags.length < COSECHA_MIN}
          >
            {textos.guardar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
