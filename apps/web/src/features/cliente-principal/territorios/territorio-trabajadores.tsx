import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { empleadoDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { empleadoAvatarUrl, useEmpleadosDeParcela } from '../api/get-empleados.ts';
import { Cargando, EstadoBadge, Vacio } from '../components/status.tsx';

/** Trabajadores tab of a territory: the workers linked to it. */
export function TerritorioTrabajadores({ rel, cp }: { rel: number; cp: number }) {
  const empleados = useEmpleadosDeParcela(rel, cp);
  if (empleados.isPending) return <Cargando label="Cargando trabajadores" />;
  if (empleados.isError || empleados.data.length === 0) return <Vacio texto={MSG.sinTrabajadores} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Trabajadores del territorio">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Cargo</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Más Información</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empleados.data.map((e) => (
            <Table.Tr key={e.empleado_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {empleadoDisplayId(e.cp_id, e.empleadorel_id)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={empleadoAvatarUrl(e)} size="sm" radius="xl" color="agro" alt="" />
                  <Text size="sm">
                    {e.nombre} {e.apellido}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{e.cargo || '—'}</Table.Td>
              <Table.Td>
                <EstadoBadge activo={e.is_active} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/cliente-principal/mis-trabajadores/mas-info?e=${e.cp_id}&l=${e.empleado_id}`}
                >
                  Ver
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
