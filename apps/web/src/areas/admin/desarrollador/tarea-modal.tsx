import { tareaNombre } from '@agro/domain/schemas/operaciones';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { ESTADOS_TAREA, type TareaDto } from '@agro/domain/schemas/operaciones';
import { useCambiarEstadoTarea } from './api/cambiar-estado-tarea.ts';
import { enModal } from '../../../lib/modal-failure.ts';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

/** Edit modal of a scheduled task: saving Inactivo calls desactivar, any other value activar (docs/RULES.md#states). */
export function TareaModal({ tarea, onClose }: { tarea: TareaDto; onClose: () => void }) {
  const [estado, setEstado] = useState<string | null>(tarea.status === 'true' ? 'Activo' : 'Inactivo');
  const setTareaEstado = useCambiarEstadoTarea();

  async function guardar(e: FormEvent) {
    e.preventDefault();
    await enModal(
      () => setTareaEstado.mutateAsync({ activa: estado !== 'Inactivo', eventName: tarea.event_name }),
      { ok: MSG.tareaActualizada, fallo: MSG.peticionNoProcesada, onClose },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Editar tarea programada" centered>
      <form onSubmit={guardar}>
        <Stack gap="sm">
          <Stack gap={0}>
            <Text fw={600} ff="monospace" size="sm">
              {tareaNombre(tarea.event_name)}
            </Text>
            <Text size="sm" c="dimmed">
              {tarea.descripcion}
            </Text>
          </Stack>
          <Select
            label="Estado"
            data={[...ESTADOS_TAREA]}
            value={estado}
            onChange={setEstado}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <ModalActions onCancel={onClose} pending={setTareaEstado.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
