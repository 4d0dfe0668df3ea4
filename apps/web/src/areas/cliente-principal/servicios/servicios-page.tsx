import { Anchor, Badge, Card } from '@mantine/core';
import { Link } from 'react-router';
import { estadoLista, formatDateTime, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';

import { Cargando, Vacio } from '../components/status.tsx';
import { useServiciosCp } from '../../../features/servicio/api/get-servicios-cp.ts';

type Servicio = NonNullable<ReturnType<typeof useServiciosCp>['data']>[number];

const columns: DataColumn<Servicio>[] = [
  { key: 'servicio', header: 'ID Servicio', render: (s) => s.servicio_id },
  {
    key: 'territorio',
    header: 'ID Territorio',
    nowrap: true,
    render: (s) => (
      <Anchor
        component={Link}
        to={`/cliente-principal/mis-territorios/mas-info?e=${s.identificador}&t=${s.parcelarel_id}`}
      >
        {parcelaDisplayId(s.identificador, s.parcelarel_id)}
      </Anchor>
    ),
  },
  { key: 'nombre', header: 'Territorio', priority: 'title', render: (s) => s.nombre },
  {
    key: 'tipo',
    header: 'Tipo de Servicio',
    nowrap: true,
    render: (s) => (
      <Badge variant="light" miw="max-content">
        {s.tipo_servicio}
      </Badge>
    ),
  },
  { key: 'registrado', header: 'Registrado el', nowrap: true, render: (s) => formatDateTime(s.date_entered) },
  {
    key: 'modificado',
    header: 'Última modificación',
    nowrap: true,
    render: (s) => formatDateTime(s.date_modified),
  },
  {
    key: 'estado',
    header: 'Estado',
    render: (s) => (
      <Badge color={s.is_deleted ? 'gray' : 'green'} variant="light" miw="max-content">
        {estadoLista(!s.is_deleted)}
      </Badge>
    ),
  },
];

/** /cliente-principal/servicios: the services contracted for each territory. */
export function CpServiciosPage() {
  const { data: cp } = useCpSelf();
  const servicios = useServiciosCp(cp?.cp_id);
  return (
    <>
      <PageHeader
        title="Mis Servicios"
        subtitle="Los servicios EDEB contratados para cada uno de tus territorios."
      />
      {!cp || servicios.isPending ? (
        <Cargando label="Cargando servicios" />
      ) : servicios.isError || servicios.data.length === 0 ? (
        <Vacio texto={MSG.sinServicios} />
      ) : (
        <Card withBorder padding="md">
          <DataTable
            columns={columns}
            rows={servicios.data}
            rowKey={(s) => s.servicio_id}
            label="Mis servicios"
          />
        </Card>
      )}
    </>
  );
}
