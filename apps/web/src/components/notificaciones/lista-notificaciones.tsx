import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificacionDto } from '@agro/domain/contracts/notificacion';
import { formatDateTime } from '@agro/domain/format';
import classes from './notificaciones.module.css';

function Contenido({ n }: { n: NotificacionDto }) {
  const noLeida = n.read_at === null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.punto} data-no-leida={noLeida || undefined} aria-hidden mt={6} />
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={noLeida ? 700 : 500}>
          {n.titulo}
          {noLeida && <span className={classes.soloLector}> (sin leer)</span>}
        </Text>
        {n.cuerpo && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {n.cuerpo}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(n.created_at)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The notices of the bell: each opens its page (or is only marked read when it has none). */
export function ListaNotificaciones(props: {
  notificaciones: NotificacionDto[];
  onAbrir: (n: NotificacionDto) => void;
}) {
  if (props.notificaciones.length === 0)
    return (
      <Stack align="center" gap={4} py="xl" px="md">
        <IconBell size={28} stroke={1.5} aria-hidden />
        <Text size="sm" c="dimmed" ta="center">
          No tienes notificaciones por ahora.
        </Text>
      </Stack>
    );
  return (
    <ul className={classes.lista} aria-label="Lista de notificaciones">
      {props.notificaciones.map((n) => (
        <li key={n.notificacion_id}>
          {n.enlace ? (
            <UnstyledButton
              component={Link}
              to={n.enlace}
              className={classes.item}
              onClick={() => props.onAbrir(n)}
            >
              <Contenido n={n} />
            </UnstyledButton>
          ) : (
            <UnstyledButton className={classes.item} onClick={() => props.onAbrir(n)}>
              <Contenido n={n} />
            </UnstyledButton>
          )}
        </li>
      ))}
    </ul>
  );
}
