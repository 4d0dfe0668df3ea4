import { tareaNombre } from '@agro/domain/schemas/operaciones';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { formatDateTime } from '@agro/domain/format';
import type { TareaDto } from '@agro/domain/schemas/operaciones';
import { intervaloLabel } from './intervalo.ts';

function Dato({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One scheduled task: state, frequency, last run and outcome, next run; edit and run-now actions. */
export function TareaCard(props: {
  tarea: TareaDto;
  onEditar: () => void;
  onEjecutar: () => void;
  ejecutando: boolean;
}) {
  const t = props.tarea;
  const activa = t.status === 'true';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`tarea-${t.event_name}`}
      aria-label={tareaNombre(t.event_name)}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" mb="sm">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="sm" style={{ wordBreak: 'break-word' }} title={t.event_name}>
              {tareaNombre(t.event_name)}
            </Text>
            <Badge
              color={activa ? 'agro' : 'gray'}
              variant={activa ? 'light' : 'outline'}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {activa ? 'Activo' : 'Inactivo'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t.descripcion} · {intervaloLabel(t.intervalo_minutos)}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Editar estado">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Editar ${tareaNombre(t.event_name)}`}
              onClick={props.onEditar}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={!activa}
            loading={props.ejecutando}
            onClick={props.onEjecutar}
            aria-label={`Ejecutar ahora ${tareaNombre(t.event_name)}`}
          >
            Ejecutar ahora
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Dato label="Última ejecución">
          <Text size="sm">{t.last_run_at ? formatDateTime(t.last_run_at) : 'Nunca'}</Text>
        </Dato>
        <Dato label="Próxima ejecución">
          <Text size="sm">
            {t.next_run_at ? formatDateTime(t.next_run_at) : activa ? '—' : 'No se ejecutará (inactiva)'}
          </Text>
        </Dato>
        <Dato label="Último resultado">
          {t.last_status ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge
                color={t.last_status === 'ok' ? 'agro' : 'red'}
                variant="light"
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {t.last_status === 'ok' ? 'Correcto' : 'Con errores'}
              </Badge>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Sin ejecuciones
            </Text>
          )}
        </Dato>
      </SimpleGrid>
      {t.last_detail && (
        <Text size="xs" c="dimmed" mt="xs">
          {t.last_detail}
        </Text>
      )}
    </Paper>
  );
}
