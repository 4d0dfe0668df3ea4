import { Badge, Button, Group, Paper, RingProgress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApi, IconDatabase, IconMail, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SERVICIOS_ESTADO, type ServicioEstado } from '@agro/domain/schemas/operaciones';
import { useEstadoServidor } from './api/get-status.ts';

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
  const ok = (s: ServicioEstado) => !isError && data?.[s]?.status === 'ok';
  const cargando = !data && !isError;
  const n = SERVICIOS_ESTADO.filter(ok).length;
  const total = SERVICIOS_ESTADO.length;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <RingProgress
              size={84}
              thickness={8}
              roundCaps
              sections={[
                {
                  value: cargando ? 0 : (n / total) * 100,
                  color: n === total ? 'agro' : n === 0 ? 'red' : 'orange',
                },
              ]}
              label={
                <Text ta="center" fw={700} size="lg" data-testid="estado-resumen">
                  {cargando ? '…' : `${n}/${total}`}
                </Text>
              }
            />
            <Stack gap={2}>
              <Text fw={600}>Servicios operativos</Text>
              <Text size="sm" c="dimmed">
                {cargando
                  ? 'Consultando el estado del servidor…'
                  : n === total
                    ? 'Todos los servicios responden correctamente.'
                    : 'Hay servicios con problemas.'}
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
          <Paper key={s} withBorder p="md" radius="md" aria-label={SERVICIOS[s].nombre}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" color={cargando ? 'gray' : ok(s) ? 'agro' : 'red'}>
                  {SERVICIOS[s].icon}
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600}>{SERVICIOS[s].nombre}</Text>
                  <Text size="xs" c="dimmed">
                    {SERVICIOS[s].detalle}
                  </Text>
                </Stack>
              </Group>
              {cargando ? (
                <Badge color="gray" variant="light">
                  …
                </Badge>
              ) : (
                <Badge
                  color={ok(s) ? 'agro' : 'red'}
                  variant={ok(s) ? 'light' : 'filled'}
                  size="lg"
                  tt="none"
                  miw={56}
                  style={{ flexShrink: 0 }}
                  data-testid={`estado-${s}`}
                >
                  {ok(s) ? 'ok' : 'ERROR'}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
