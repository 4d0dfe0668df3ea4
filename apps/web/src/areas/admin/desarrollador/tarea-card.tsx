import { tareaNombre } from '@agro/domain/schemas/operaciones';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import type { TareaDto } from '@agro/domain/schemas/operaciones';
import { intervaloLabel } from './intervalo.ts';
import { proximaEjecucion, tareaActiva, ultimaEjecucion, ultimoResultado } from './tarea-estado.ts';

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
  const resultado = ultimoResultado(t);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`tarea-${t.event_name}`}
      aria-label={tareaNombre(t.event_name)}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" mb="sm">
        <TareaTitulo t={t} />
        <TareaAcciones {...props} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Dato label="Última ejecución">
          <Text size="sm">{ultimaEjecucion(t)}</Text>
        </Dato>
        <Dato label="Próxima ejecución">
          <Text size="sm">{proximaEjecucion(t)}</Text>
        </Dato>
        <Dato label="Último resultado">
          {resultado ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge color={resultado.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
                {resultado.texto}
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

function TareaTitulo({ t }: { t: TareaDto }) {
  const activa = tareaActiva(t);
  return (
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
  );
}

function TareaAcciones(props: {
  tarea: TareaDto;
  onEditar: () => void;
  onEjecutar: () => void;
  ejecutando: boolean;
}) {
  const nombre = tareaNombre(props.tarea.event_name);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Editar estado">
        <ActionIcon variant="light" size="lg" aria-label={`Editar ${nombre}`} onClick={props.onEditar}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Button
        variant="light"
        leftSection={<IconPlayerPlay size={16} />}
        disabled={!tareaActiva(props.tarea)}
        loading={props.ejecutando}
        onClick={props.onEjecutar}
        aria-label={`Ejecutar ahora ${nombre}`}
      >
        Ejecutar ahora
      </Button>
    </Group>
  );
}
