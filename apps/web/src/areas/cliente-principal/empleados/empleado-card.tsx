import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { empleadoDisplayId } from '@agro/domain/format';
import { empleadoAvatarUrl, type Empleado } from '../../../features/empleado/api/keys.ts';
import { EstadoBadge } from '../components/status.tsx';

export const detalleEmpleadoUrl = (e: Pick<Empleado, 'cp_id' | 'empleado_id'>) =>
  `/cliente-principal/mis-trabajadores/mas-info?e=${e.cp_id}&l=${e.empleado_id}`;

/** One worker of the Mis Trabajadores grid. */
export function EmpleadoCard({ empleado }: { empleado: Empleado }) {
  const nombre = `${empleado.nombre} ${empleado.apellido}`;
  return (
    <Card withBorder padding="md" radius="md" h="100%" data-testid="trabajador-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={empleadoAvatarUrl(empleado)} alt={nombre} size={56} radius="xl" color="agro">
          {empleado.nombre[0]}
          {empleado.apellido[0]}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {/* A long badge ("Invitación pendiente") moves under the id instead of breaking it. */}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {empleadoDisplayId(empleado.cp_id, empleado.empleadorel_id)}
            </Text>
            <EstadoBadge activo={empleado.is_active} pendiente={empleado.invitacion_pendiente} />
          </Group>
          <Text fw={700} lineClamp={1}>
            {nombre}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {empleado.cargo || 'Sin cargo'}
          </Text>
          <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {empleado.email}
          </Text>
        </Stack>
      </Group>
      <Button
        component={Link}
        to={detalleEmpleadoUrl(empleado)}
        variant="light"
        fullWidth
        mt="md"
        aria-label={`Más información de ${nombre}`}
      >
        Más información
      </Button>
    </Card>
  );
}
