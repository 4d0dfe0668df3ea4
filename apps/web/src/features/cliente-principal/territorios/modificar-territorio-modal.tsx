import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { parcelaUpdateSchema } from '@agro/domain/schemas/parcela';
import {
  TerritorioFields,
  territorioValoresDe,
  type TerritorioValores,
} from '../../../components/territorio/territorio-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';
import { type Parcela } from '../../parcela/api/keys.ts';
import { useUpdateParcela } from '../../parcela/api/update-parcela.ts';

/** "Modificar territorio": name, region (list of Chile's regions), city, address, coordinates, extension in m², notes. */
export function ModificarTerritorioModal({
  parcela,
  opened,
  onClose,
}: {
  parcela: Parcela;
  opened: boolean;
  onClose: () => void;
}) {
  const [v, setV] = useState<TerritorioValores>(() => territorioValoresDe(parcela));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const update = useUpdateParcela(parcela.parcelarel_id);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const parsed = parcelaUpdateSchema.safeParse({ ...v, cp_id: parcela.cp_id });
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    try {
      const d = parsed.data;
      // The spec's client also sends the point as '(x,y)'.
      await update.mutateAsync({ ...d, coordenadas: `(${d.coord_x},${d.coord_y})` });
      notify.success(MSG.territorioActualizado);
      onClose();
    } catch (err) {
      notifyModalFailure(err, MSG.territorioNoActualizado, onClose);
    }
  }

  const cerrar = () => {
    setV(territorioValoresDe(parcela));
    setErrores({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title="Modificar territorio" size="lg" centered>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <TerritorioFields
            value={v}
            onChange={setV}
            errores={errores}
            nombreLabel="Nombre"
            ciudadMax={200}
            ejemplos={false}
            notasFilas={[3, 8]}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
