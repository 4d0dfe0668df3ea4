import { Center, Loader, Table, Text } from '@mantine/core';
import { estadoLista, territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { HarvestCell } from '../../../components/registry/harvest-cell.tsx';
import { useParcelasCp } from '../api/parcelas.ts';
import { MasInfoButton } from '../registro/mas-info-button.tsx';

/** TERRITORIOS tab: the company's territories, each opening the territory detail. */
export function TerritoriosTab({ cpId }: { cpId: number }) {
  const q = useParcelasCp(cpId);
  if (q.isPending)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  const rows = q.data ?? [];
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label="Territorios del cliente">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Ciudad</Table.Th>
            <Table.Th>Servicio</Table.Th>
            <Table.Th>Cosecha</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Más Información</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="md">
                  {MSG.sinTerritorios}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((p) => (
              <Table.Tr key={p.parcela_id}>
                <Table.Td>{territorioDisplayId(p.cp_id, p.parcelarel_id)}</Table.Td>
                <Table.Td>{p.nombre}</Table.Td>
                <Table.Td>{p.ciudad}</Table.Td>
                <Table.Td>{p.tipo_servicio ?? '—'}</Table.Td>
                <Table.Td>
                  <HarvestCell tags={p.tags} />
                </Table.Td>
                <Table.Td>{estadoLista(p.is_active)}</Table.Td>
                <Table.Td>
                  <MasInfoButton
                    to={`/admin/registro/territorios/mas-info?e=${cpId}&t=${p.parcelarel_id}`}
                    label={`Más información de ${p.nombre}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
