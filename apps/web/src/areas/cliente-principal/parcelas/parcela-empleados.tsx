import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { empleadoDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { empleadoAvatarUrl } from '../../../features/empleado/api/keys.ts';
import { useEmpleadosParcela } from '../../../features/empleado/api/get-empleados-parcela.ts';
import { Cargando, EstadoBadge, Vacio } from '../components/status.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';

type Empleado = NonNullable<ReturnType<typeof useEmpleadosParcela>['data']>[number];

const columns: DataColumn<Empleado>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (e) => empleadoDisplayId(e.cp_id, e.empleadorel_id) },
  {
    key: 'nombre',
    header: 'Nombre',
    priority: 'title',
    render: (e) => (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={empleadoAvatarUrl(e)} size="sm" radius="xl" color="agro" alt="" />
        <Text size="sm" fw="inherit">
          {e.nombre} {e.apellido}
        </Text>
      </Group>
    ),
  },
  { key: 'cargo', header: 'Cargo', render: (e) => e.cargo || '—' },
  { key: 'estado', header: 'Estado', render: (e) => <EstadoBadge activo={e.is_active} /> },
];

/** Trabajadores tab of a territory: the workers linked to it. */
export function ParcelaEmpleados({ rel, cp }: { rel: number; cp: number }) {
  const empleados = useEmpleadosParcela(rel, cp);
  if (empleados.isPending) return <Cargando label="Cargando trabajadores" />;
  if (empleados.isError || empleados.data.length === 0) return <Vacio texto={MSG.sinTrabajadores} />;
  return (
    <DataTable
      columns={columns}
      rows={empleados.data}
      rowKey={(e) => e.empleado_id}
      label="Trabajadores del territorio"
      striped={false}
      actionsHeader="Más Información"
      actions={(e) => (
        <Anchor
          component={Link}
          to={`/cliente-principal/mis-trabajadores/mas-info?e=${e.cp_id}&l=${e.empleado_id}`}
          aria-label={`Ver ${e.nombre} ${e.apellido}`}
        >
          Ver
        </Anchor>
      )}
    />
  );
}
