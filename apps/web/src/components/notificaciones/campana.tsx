import {
  ActionIcon,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NotificacionDto } from '@agro/domain/contracts/notificacion';
import { notify } from '../../lib/notify.ts';
import { useNoLeidas } from './api/get-no-leidas.ts';
import { notificacionKeys } from './api/keys.ts';
import { useNotificaciones } from './api/get-notificaciones.ts';
import { useMarcarLeida } from './api/marcar-leida.ts';
import { useMarcarTodas } from './api/marcar-todas.ts';
import { ListaNotificaciones } from './lista-notificaciones.tsx';
import { etiquetaNoLeidas } from './preferencias-state.ts';

/** The header bell of every area: unread count (polled) and the list of notices in a popover. */
export function CampanaNotificaciones() {
  const [abierta, setAbierta] = useState(false);
  const qc = useQueryClient();
  const { data: noLeidas = 0 } = useNoLeidas();
  const lista = useNotificaciones(1, abierta);
  const marcar = useMarcarLeida();
  const todas = useMarcarTodas();

  // A new notice counted by the poll also refreshes an open list.
  useEffect(() => {
    if (abierta) void qc.invalidateQueries({ queryKey: notificacionKeys.listas });
  }, [noLeidas, abierta, qc]);

  const abrir = (n: NotificacionDto) => {
    if (n.read_at === null) marcar.mutate(n.notificacion_id);
    if (n.enlace) setAbierta(false);
  };
  const marcarTodas = () =>
    todas.mutate(undefined, { onError: () => notify.error('No se pudieron marcar las notificaciones') });

  return (
    <Popover
      opened={abierta}
      onChange={setAbierta}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {/* The target is the button itself: popover roles on the indicator's div are not allowed there. */}
      <Indicator
        label={etiquetaNoLeidas(noLeidas)}
        disabled={noLeidas === 0}
        size={18}
        offset={6}
        color="red"
        data-testid="campana-indicador"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Notificaciones, ${noLeidas} sin leer`}
            aria-haspopup="dialog"
            aria-expanded={abierta}
            onClick={() => setAbierta((o) => !o)}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} role="dialog" aria-label="Notificaciones">
        <Group justify="space-between" px="md" py="sm" gap="xs">
          <Text fw={700}>Notificaciones</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={marcarTodas}
            disabled={noLeidas === 0}
            loading={todas.isPending}
          >
            Marcar todo como leído
          </Button>
        </Group>
        <ScrollArea.Autosize mah="min(420px, 70vh)" type="auto">
          <CampanaLista lista={lista} onAbrir={abrir} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function CampanaLista({
  lista,
  onAbrir,
}: {
  lista: ReturnType<typeof useNotificaciones>;
  onAbrir: (n: NotificacionDto) => void;
}) {
  if (lista.data) return <ListaNotificaciones notificaciones={lista.data.notificaciones} onAbrir={onAbrir} />;
  if (lista.isError)
    return (
      <Text size="sm" c="red" p="md">
        No se pudieron cargar las notificaciones.
      </Text>
    );
  return (
    <Center py="lg">
      <Loader size="sm" aria-label="Cargando notificaciones" />
    </Center>
  );
}
