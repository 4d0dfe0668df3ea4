import { Anchor, Badge, Card, Table } from '@mantine/core';
import { Link } from 'react-router';
import { estadoLista, formatDateTime, territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../api/get-cp-self.ts';
import { useServiciosCp } from '../api/get-servicios.ts';
import { Cargando, Vacio } from '../components/status.tsx';

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
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Mis servicios">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ID Servicio</Table.Th>
                  <Table.Th>ID Territorio</Table.Th>
                  <Table.Th>Territorio</Table.Th>
                  <Table.Th>Tipo de Servicio</Table.Th>
                  <Table.Th>Registrado el</Table.Th>
                  <Table.Th>Última modificación</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {servicios.data.map((s) => (
                  <Table.Tr key={s.servicio_id}>
                    <Table.Td>{s.servicio_id}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor
                        component={Link}
                        to={`/cliente-principal/mis-territorios/mas-info?e=${s.identificador}&t=${s.parcelarel_id}`}
                      >
                        {territorioDisplayId(s.identificador, s.parcelarel_id)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.nombre}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge variant="light" miw="max-content">
                        {s.tipo_servicio}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.date_entered)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.date_modified)}</Table.Td>
                    <Table.Td>
                      <Badge color={s.is_deleted ? 'gray' : 'green'} variant="light" miw="max-content">
                        {estadoLista(!s.is_deleted)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
