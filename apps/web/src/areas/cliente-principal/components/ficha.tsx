import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EstadoBadge, Vacio } from './status.tsx';

/** "Volver" to the list a record page was opened from. */
export const Volver = ({ to }: { to: string }) => (
  <Button
    component={Link}
    to={to}
    variant="default"
    leftSection={<IconArrowLeft size={16} />}
    w="fit-content"
  >
    Volver
  </Button>
);

/** A record page with a wrong or unknown ID: the way back and the spec's text. */
export const FichaNoEncontrada = ({ volverA, texto }: { volverA: string; texto: string }) => (
  <Stack>
    <Volver to={volverA} />
    <Vacio texto={texto} />
  </Stack>
);

/** Header card of a territory or worker: picture, ID, name as the heading, a line below it, state, actions. */
export function FichaHeader({
  avatar,
  id,
  nombre,
  subtitulo,
  activo,
  pendiente,
  acciones,
  textMinWidth,
}: {
  avatar: ReactNode;
  id: string;
  nombre: string;
  subtitulo: ReactNode;
  activo: boolean;
  /** An invited account that has not set its password yet. */
  pendiente?: boolean;
  acciones: ReactNode;
  /** Below this width the text column wraps under the picture. */
  textMinWidth: number;
}) {
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {avatar}
        <Stack gap={6} style={{ flex: 1, minWidth: textMinWidth }}>
          <Text size="sm" c="dimmed" fw={600}>
            {id}
          </Text>
          <Title order={2}>{nombre}</Title>
          <Text c="dimmed">{subtitulo}</Text>
          <Group gap="xs">
            <EstadoBadge activo={activo} pendiente={pendiente} detalle />
          </Group>
          <Group gap="xs" mt="sm">
            {acciones}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
