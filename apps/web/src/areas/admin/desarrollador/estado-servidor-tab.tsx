import { Badge, Button, Group, Paper, RingProgress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApi, IconDatabase, IconMail, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SERVICIOS_ESTADO, type ServicioEstado } from '@agro/domain/schemas/operaciones';
import { useEstadoServidor } from './api/get-status.ts';
import { resumenEstado, type ResumenEstado } from './estado-servidor-state.ts';

const SERVICIOS: Record<ServicioEstado, { nombre: string; detalle: string; icon: ReactNode }> = {
  database: {
    nombre: 'Base de datos',
    detalle: 'Consulta a la base de datos',
    icon: <IconDatabase size={20} />,
  },
  mailer: { nombre: 'Correo', detalle: 'Conexión con el servidor de correo', icon: <IconMail size={20} /> },
  api: { nombre: 'API', detalle: 'Servidor de la plataforma', icon: <IconApi size={20} /> },
};

/**
 * "Estado del servidor": each service ok/ERROR and n/3; a failed call shows ERROR and 0/3 (docs/RULES.md#api);
 * the release and commit that answered, for support.
 */
export function EstadoServidorTab() {
  const { data, isError, isFetching, refetch } = useEstadoServidor();
  const r = resumenEstado(data, isError);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <RingProgress
              size={84}
              thickness={8}
              roundCaps
              sections={[{ value: r.porcentaje, color: r.color }]}
              label={
                <Text ta="center" fw={700} size="lg" data-testid="estado-resumen">
                  {r.cargando ? '…' : `${r.n}/${r.total}`}
                </Text>
              }
            />
            <Stack gap={2}>
              <Text fw={600}>Servicios operativos</Text>
              <Text size="sm" c="dimmed">
                {r.texto}
              </Text>
              {data?.version && (
                <Text size="xs" c="dimmed" data-testid="estado-version">
                  Versión {data.version.version} · commit {data.version.commit}
                </Text>
              )}
            </Stack>
          </Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => refetch()}
            loading={isFetching}
          >
            Actualizar
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SERVICIOS_ESTADO.map((s) => (
          <ServicioCard key={s} s={s} r={r} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ServicioCard({ s, r }: { s: ServicioEstado; r: ResumenEstado }) {
  const ok = r.ok(s);
  return (
    <Paper withBorder p="md" radius="md" aria-label={SERVICIOS[s].nombre}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" color={r.cargando ? 'gray' : ok ? 'agro' : 'red'}>
            {SERVICIOS[s].icon}
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={600}>{SERVICIOS[s].nombre}</Text>
            <Text size="xs" c="dimmed">
              {SERVICIOS[s].detalle}
            </Text>
          </Stack>
        </Group>
        {r.cargando ? (
          <Badge color="gray" variant="light">
            …
          </Badge>
        ) : (
          <Badge
            color={ok ? 'agro' : 'red'}
            variant={ok ? 'light' : 'filled'}
            size="lg"
            tt="none"
            miw={56}
            style={{ flexShrink: 0 }}
            data-testid={`estado-${s}`}
          >
            {ok ? 'ok' : 'ERROR'}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
