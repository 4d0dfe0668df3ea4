import { Button, Group, type MantineSpacing } from '@mantine/core';

/** A form modal's footer: cancel closes it, the submit button spins while the save is pending. */
export function ModalActions({
  onCancel,
  pending,
  cancelar = 'Cancelar',
  guardar = 'Guardar',
  mt,
}: {
  onCancel: () => void;
  pending: boolean;
  cancelar?: string;
  guardar?: string;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancelar}
      </Button>
      <Button type="submit" loading={pending}>
        {guardar}
      </Button>
    </Group>
  );
}
