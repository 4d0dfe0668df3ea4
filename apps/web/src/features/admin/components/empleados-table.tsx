import { Center, Loader, Table, Text } from '@mantine/core';
import { empleadoDisplayId, estadoLista } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Empleado } from '../api/empleados.ts';
import { MasInfoButton } from '../registro/mas-info-button.tsx';

/** Employees of a client or a territory; "Más Información" opens the employee detail (`link`). */
export function EmpleadosTable({
  rows,
  loading,
  link,
  label,
}: {
  rows: Empleado[] | undefined;
  loading: boolean;
  link: (e: Empleado) => string;
  label: string;
}) {
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  const list = rows ?? [];
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Cargo</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Más Información</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="md">
                  {MSG.sinTrabajadores}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            list.map((e) => (
              <Table.Tr key={e.empleado_id}>
                <Table.Td>{empleadoDisplayId(e.cp_id, e.empleadorel_id)}</Table.Td>
                <Table.Td>{`${e.nombre} ${e.apellido}`}</Table.Td>
                <Table.Td>{e.cargo || '—'}</Table.Td>
                <Table.Td>{e.email}</Table.Td>
                <Table.Td>
                  {e.invitacion_pendiente && e.is_active ? MSG.invitacionPendiente : estadoLista(e.is_active)}
                </Table.Td>
                <Table.Td>
                  <MasInfoButton to={link(e)} label={`Más información de ${e.nombre} ${e.apellido}`} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
