import { tareaNombre } from '@agro/domain/schemas/operaciones';
import { ActionIcon, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import type { TareaDto } from '@agro/domain/schemas/operaciones';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useEjecutarTarea } from './api/ejecutar-tarea.ts';
import { useTareas } from './api/get-tareas.ts';
import { useCambiarEstadoTarea } from './api/cambiar-estado-tarea.ts';
import { TareaCard } from './tarea-card.tsx';
import { cambioTodas } from './tarea-estado.ts';
import { TareaModal } from './tarea-modal.tsx';

/** "Acciones programadas": the jobs with their state, last and next run, last outcome; edit and run now. */
export function TareasTab() {
  const { data: tareas, isError, isLoading, refetch, isFetching } = useTareas();
  const [editando, setEditando] = useState<TareaDto | null>(null);
  const ejecutar = useEjecutarTarea();
  const todas = useCambiarEstadoTarea();

  async function ejecutarAhora(t: TareaDto) {
    try {
      await ejecutar.mutateAsync(t.event_name);
      notify.success(`${MSG.tareaEjecutada}: ${tareaNombre(t.event_name)}`);
    } catch (err) {
      notify.error(failureMessage(err, err instanceof ApiError ? err.mensaje : MSG.tareaNoEjecutada));
    }
  }

  // cron/activar and cron/desactivar without a body apply to every task (docs/RULES.md#operations).
  function cambiarTodas(activa: boolean) {
    const { titulo, texto } = cambioTodas(activa);
    modals.openConfirmModal({
      title: titulo,
      children: <Text size="sm">{texto}</Text>,
      onConfirm: async () => {
        try {
          await todas.mutateAsync({ activa });
          notify.success(MSG.tareaActualizada);
        } catch (err) {
          notify.error(failureMessage(err, MSG.peticionNoProcesada));
        }
      },
    });
  }

  const rows = isError ? [] : (tareas ?? []);
  return (
    <Stack gap="sm">
      <TareasToolbar onTodas={cambiarTodas} onActualizar={() => refetch()} actualizando={isFetching} />
      {rows.length === 0 ? (
        <Center py="lg">
          {isLoading ? <Loader size="sm" /> : <Text c="dimmed">No hay tareas programadas disponibles</Text>}
        </Center>
      ) : (
        rows.map((t) => (
          <TareaCard
            key={t.event_name}
            tarea={t}
            onEditar={() => setEditando(t)}
            onEjecutar={() => ejecutarAhora(t)}
            ejecutando={ejecutar.isPending && ejecutar.variables === t.event_name}
          />
        ))
      )}
      {editando && <TareaModal tarea={editando} onClose={() => setEditando(null)} />}
    </Stack>
  );
}

function TareasToolbar(props: {
  onTodas: (activa: boolean) => void;
  onActualizar: () => void;
  actualizando: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        Tareas que el servidor ejecuta automáticamente. Una tarea inactiva no se ejecuta.
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={() => props.onTodas(true)}
        >
          Activar todas
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerPause size={14} />}
          onClick={() => props.onTodas(false)}
        >
          Desactivar todas
        </Button>
        <ActionIcon
          variant="light"
          aria-label="Actualizar tareas"
          onClick={props.onActualizar}
          loading={props.actualizando}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
