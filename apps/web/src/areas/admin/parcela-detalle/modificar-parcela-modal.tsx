import { Alert, Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { ModificarParcelaModal } from '../../../features/parcela/components/modificar-parcela-modal.tsx';
import { enModal } from '../../../lib/modal-failure.ts';
import { useEliminarParcela } from '../../../features/parcela/api/eliminar-parcela.ts';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

/** MODIFICAR: the shared territory form, and its permanent deletion behind a confirm checkbox. */
export function ModificarParcelaAdminModal({
  parcela,
  opened,
  onClose,
}: {
  parcela: Parcela;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [borrar, setBorrar] = useState(false);
  const eliminar = useEliminarParcela(parcela.parcelarel_id, parcela.cp_id);

  async function eliminarLaParcela() {
    const m = { ok: MSG.territorioEliminado, fallo: MSG.territorioNoActualizado, onClose };
    if (await enModal(() => eliminar.mutateAsync(undefined), m)) navigate('/admin/registro/territorios');
  }

  return (
    <ModificarParcelaModal parcela={parcela} area="admin" opened={opened} onClose={onClose}>
      <Divider my="lg" label="Eliminar territorio" labelPosition="left" color="red" />
      <Stack gap="xs">
        <Checkbox
          label="Eliminar este territorio de forma permanente, con su servicio y todos sus archivos"
          checked={borrar}
          onChange={(e) => setBorrar(e.currentTarget.checked)}
        />
        {borrar && <Alert color="red">Esta acción no se puede deshacer.</Alert>}
        <Group justify="flex-end">
          <Button color="red" disabled={!borrar} loading={eliminar.isPending} onClick={eliminarLaParcela}>
            Eliminar territorio
          </Button>
        </Group>
      </Stack>
    </ModificarParcelaModal>
  );
}
