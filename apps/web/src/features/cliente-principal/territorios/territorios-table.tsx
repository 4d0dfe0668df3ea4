import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { territorioDisplayId } from '@agro/domain/format';
import type { Parcela } from '../api/get-parcelas.ts';
import { EstadoBadge } from '../components/status.tsx';
import { detalleTerritorioUrl } from './territorio-card.tsx';

/** Harvest in tables: the first 2 entries then '...', 'n/a' when empty (docs/RULES.md#areas-and-routes). */
export const cosechaCorta = (tags: string[]) =>
  tags.length === 0 ? 'n/a' : tags.slice(0, 2).join(', ') + (tags.length > 2 ? ', ...' : '');

/** The territory registry table of Mis Territorios. */
export function TerritoriosTable({ parcelas }: { parcelas: Parcela[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Registro de territorios">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Ciudad</Table.Th>
            <Table.Th>Dirección</Table.Th>
            <Table.Th>Cosecha</Table.Th>
            <Table.Th>Servicio</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Más Información</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcelas.map((p) => (
            <Table.Tr key={p.parcela_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {territorioDisplayId(p.cp_id, p.parcelarel_id)}
              </Table.Td>
              <Table.Td>{p.nombre}</Table.Td>
              <Table.Td>{p.ciudad}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {p.direccion_ref}
                </Text>
              </Table.Td>
              <Table.Td>{cosechaCorta(p.tags)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.tipo_servicio ?? 'n/a'}</Table.Td>
              <Table.Td>
                <EstadoBadge activo={p.is_active} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={detalleTerritorioUrl(p)}>
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
