import { Center, Loader } from '@mantine/core';
import { empleadoDisplayId, estadoLista } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import type { Empleado } from '../../../features/empleado/api/keys.ts';
import { MasInfoButton } from '../registro/mas-info-button.tsx';

const columns: DataColumn<Empleado>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (e) => empleadoDisplayId(e.cp_id, e.empleadorel_id) },
  { key: 'nombre', header: 'Nombre', priority: 'title', render: (e) => `${e.nombre} ${e.apellido}` },
  { key: 'cargo', header: 'Cargo', render: (e) => e.cargo || '—' },
  { key: 'email', header: 'Email', render: (e) => e.email },
  {
    key: 'estado',
    header: 'Estado',
    render: (e) =>
      e.invitacion_pendiente && e.is_active ? MSG.invitacionPendiente : estadoLista(e.is_active),
  },
];

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
  return (
    <DataTable
      columns={columns}
      rows={rows ?? []}
      rowKey={(e) => e.empleado_id}
      label={label}
      emptyText={MSG.sinTrabajadores}
      actionsHeader="Más Información"
      actions={(e) => <MasInfoButton to={link(e)} label={`Más información de ${e.nombre} ${e.apellido}`} />}
    />
  );
}
