import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import * as exportar from '@agro/domain/contracts/exportar';
import { registroServicios } from '@agro/domain/contracts/servicio';
import { useRegistry } from '../../../components/registry/registry-state.ts';
import { ExportarRegistro } from '../../../components/registry/exportar-registro.tsx';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CpsTable } from './cps-table.tsx';
import { MasInfoButton } from './mas-info-button.tsx';
import { ParcelasTable } from './parcelas-table.tsx';
import { servicioKeys, type ServicioFila } from '../../../features/servicio/api/keys.ts';

const agregar = (to: string, label: string) => (
  <Button component={Link} to={to} leftSection={<IconPlus size={16} />} variant="light">
    {label}
  </Button>
);

/** /admin/registro/clientes */
export function RegistroCpsPage() {
  return (
    <>
      <PageHeader
        title="Registro de Clientes"
        subtitle="Clientes principales de la plataforma."
        actions={agregar('/admin/agregar/cp', 'Agregar CP')}
      />
      <CpsTable
        exportar
        action={(c) => (
          <MasInfoButton
            to={`/admin/registro/clientes/mas-info?e=${c.cp_id}`}
            label={`Más información de ${c.nombre}`}
          />
        )}
      />
    </>
  );
}

/** /admin/registro/territorios */
export function RegistroParcelasPage() {
  return (
    <>
      <PageHeader
        title="Registro de Territorios"
        subtitle="Territorios de todos los clientes."
        actions={agregar('/admin/agregar/territorio', 'Agregar Territorio')}
      />
      <ParcelasTable
        exportar
        action={(p) => (
          <MasInfoButton
            to={`/admin/registro/territorios/mas-info?e=${p.cp_id}&t=${p.parcelarel_id}`}
            label={`Más información de ${p.nombre}`}
          />
        )}
      />
    </>
  );
}

const camposServicio = [
  { value: 'servicio_id', label: 'ID Servicio' },
  { value: 'tipo_servicio', label: 'Tipo de Servicio' },
];

/** /admin/registro/servicios */
export function RegistroServiciosPage() {
  const { state, table } = useRegistry(servicioKeys.registro, registroServicios, 'servicios', {
    sort: 'servicio_id',
  });
  const columns: RegistryColumn<ServicioFila>[] = [
    { key: 'servicio_id', label: 'ID Servicio', sortKey: 'servicio_id', render: (s) => s.servicio_id },
    {
      key: 'territorio',
      label: 'ID Territorio',
      sortKey: 'territorio',
      nowrap: true,
      priority: 'title',
      render: (s) => s.territorio,
    },
    { key: 'tipo', label: 'Tipo de Servicio', sortKey: 'tipo_servicio', render: (s) => s.tipo_servicio },
    {
      key: 'registrado',
      label: 'Registrado el',
      sortKey: 'date_entered',
      nowrap: true,
      render: (s) => formatDateTime(s.date_entered),
    },
    {
      key: 'modificado',
      label: 'Última modificación',
      sortKey: 'date_modified',
      nowrap: true,
      render: (s) => formatDateTime(s.date_modified),
    },
    {
      key: 'estado',
      label: 'Estado',
      sortKey: 'estado',
      render: (s) => <EstadoCell activo={!s.is_deleted} />,
    },
  ];
  return (
    <>
      <PageHeader
        title="Registro de Servicios"
        subtitle="Servicios contratados por territorio."
        actions={agregar('/admin/agregar/servicio', 'Agregar Servicio')}
      />
      <RegistryTable
        label="Registro de Servicios"
        columns={columns}
        {...table}
        toolbar={
          <ExportarRegistro
            label="Exportar registro de servicios"
            contract={exportar.exportarServicios}
            state={state}
          />
        }
        campos={camposServicio}
        rowKey={(s) => s.servicio_id}
        emptyText={MSG.sinServicios}
      />
    </>
  );
}
