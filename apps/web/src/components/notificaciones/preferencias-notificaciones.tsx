import { Alert, Center, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { PreferenciaDto } from '@agro/domain/contracts/notificacion';
import { notify } from '../../lib/notify.ts';
import { useGuardarPreferencias } from './api/guardar-preferencias.ts';
import { usePreferencias } from './api/get-preferencias.ts';
import { cambioPreferencia } from './preferencias-state.ts';

/** Perfil → NOTIFICACIONES: per kind of notice, by e-mail and/or in the app; each change saves at once. */
export function PreferenciasNotificaciones() {
  const { data, isError } = usePreferencias();
  const guardar = useGuardarPreferencias();

  if (isError) return <Alert color="red">No se pudieron cargar tus preferencias.</Alert>;
  if (!data)
    return (
      <Center py="lg">
        <Loader aria-label="Cargando preferencias" />
      </Center>
    );

  const cambiar = (p: PreferenciaDto, canal: 'correo' | 'app', valor: boolean) =>
    guardar.mutate(cambioPreferencia(p, canal, valor), {
      onSuccess: () => notify.success('Preferencias de notificación guardadas'),
      onError: () => notify.error('No se pudieron guardar tus preferencias, intenta nuevamente'),
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Elige cómo quieres enterarte de cada aviso: por correo electrónico, en la campana de la aplicación, o
        ambos.
      </Text>
      <Table verticalSpacing="sm" aria-label="Preferencias de notificación">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Aviso</Table.Th>
            <Table.Th ta="center" style={{ whiteSpace: 'nowrap' }}>
              Correo
            </Table.Th>
            <Table.Th ta="center" style={{ whiteSpace: 'nowrap' }}>
              En la app
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((p) => (
            <PreferenciaFila key={p.tipo} p={p} guardando={guardar.isPending} onCambio={cambiar} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function PreferenciaFila(props: {
  p: PreferenciaDto;
  guardando: boolean;
  onCambio: (p: PreferenciaDto, canal: 'correo' | 'app', valor: boolean) => void;
}) {
  const { p } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {p.etiqueta}
        </Text>
        <Text size="xs" c="dimmed">
          {p.descripcion}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          {p.correo_disponible ? (
            <Checkbox
              aria-label={`${p.etiqueta}: por correo`}
              checked={p.correo}
              disabled={props.guardando}
              onChange={(e) => props.onCambio(p, 'correo', e.currentTarget.checked)}
            />
          ) : (
            <Text size="xs" c="dimmed">
              No aplica
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          <Checkbox
            aria-label={`${p.etiqueta}: en la app`}
            checked={p.app}
            disabled={props.guardando}
            onChange={(e) => props.onCambio(p, 'app', e.currentTarget.checked)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
