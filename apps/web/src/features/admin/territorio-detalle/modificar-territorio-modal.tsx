import { Alert, Button, Checkbox, Divider, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { parcelaUpdateSchema } from '@agro/domain/schemas/parcela';
import { TerritorioFields, territorioValoresDe } from '../../../components/territorio/territorio-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { erroresDeCampos } from '@agro/domain/form-errors';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';
import { useEliminarParcela, useUpdateParcela } from '../../parcela/api/update-parcela.ts';
import { type Parcela } from '../../parcela/api/keys.ts';

/** MODIFICAR: the territory's data, and its permanent deletion behind a confirm checkbox. */
export function ModificarTerritorioModal({
  parcela,
  opened,
  onClose,
}: {
  parcela: Parcela;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const [v, setV] = useState(() => territorioValoresDe(parcela));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [borrar, setBorrar] = useState(false);
  const update = useUpdateParcela(parcela.parcelarel_id);
  const eliminar = useEliminarParcela(parcela.parcelarel_id, parcela.cp_id);

  const fallo = (err: unknown) => {
    notifyModalFailure(err, MSG.territorioNoActualizado, onClose);
  };

  async function guardar(e: FormEvent) {
    e.preventDefault();
    const body = { ...v, coordenadas: `(${v.coord_x},${v.coord_y})`, cp_id: parcela.cp_id };
    const parsed = parcelaUpdateSchema.safeParse(body);
    if (!parsed.success) return setErrores(erroresDeCampos(parsed.error.issues));
    setErrores({});
    try {
      await update.mutateAsync({ ...parsed.data, coordenadas: body.coordenadas });
      notify.success(MSG.territorioActualizado);
      onClose();
    } catch (err) {
      fallo(err);
    }
  }

  async function eliminarTerritorio() {
    try {
      await eliminar.mutateAsync(undefined);
      notify.success(MSG.territorioEliminado);
      onClose();
      navigate('/admin/registro/territorios');
    } catch (err) {
      fallo(err);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Modificar Territorio"
      size="lg"
      centered
      fullScreen={phone}
    >
      <form onSubmit={guardar} noValidate>
        <Stack gap="sm">
          <TerritorioFields value={v} onChange={setV} errores={errores} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              CANCELAR
            </Button>
            <Button type="submit" loading={update.isPending}>
              GUARDAR
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider my="lg" label="Eliminar territorio" labelPosition="left" color="red" />
      <Stack gap="xs">
        <Checkbox
          label="Eliminar este territorio de forma permanente, con su servicio y todos sus archivos"
          checked={borrar}
          onChange={(e) => setBorrar(e.currentTarget.checked)}
        />
        {borrar && <Alert color="red">Esta acción no se puede deshacer.</Alert>}
        <Group justify="flex-end">
          <Button color="red" disabled={!borrar} loading={eliminar.isPending} onClick={eliminarTerritorio}>
            ELIMINAR TERRITORIO
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
