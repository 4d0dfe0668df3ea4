import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { parcelaDisplayId } from '@agro/domain/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { EstadoBadge } from '../components/status.tsx';
import { detalleParcelaUrl } from './parcela-card.tsx';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

/** Harvest in tables: the first 2 entries then '...', 'n/a' when empty (docs/RULES.md#areas-and-routes). */
export const cosechaCorta = (tags: string[]) =>
  tags.length === 0 ? 'n/a' : tags.slice(0, 2).join(', ') + (tags.length > 2 ? ', ...' : '');

const columns: DataColumn<Parcela>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (p) => parcelaDisplayId(p.cp_id, p.parcelarel_id) },
  { key: 'nombre', header: 'Nombre', priority: 'title', render: (p) => p.nombre },
  { key: 'ciudad', header: 'Ciudad', render: (p) => p.ciudad },
  {
    key: 'direccion',
    header: 'Dirección',
    render: (p) => (
      <Text size="sm" lineClamp={2}>
        {p.direccion_ref}
      </Text>
    ),
  },
  { key: 'cosecha', header: 'Cosecha', render: (p) => cosechaCorta(p.tags) },
  { key: 'servicio', header: 'Servicio', nowrap: true, render: (p) => p.tipo_servicio ?? 'n/a' },
  { key: 'estado', header: 'Estado', render: (p) => <EstadoBadge activo={p.is_active} /> },
];

/** The territory registry table of Mis Territorios. */
export function ParcelasTable({ parcelas }: { parcelas: Parcela[] }) {
  return (
    <DataTable
      columns={columns}
      rows={parcelas}
      rowKey={(p) => p.parcela_id}
      label="Registro de territorios"
      actionsHeader="Más Información"
      actions={(p) => (
        <Anchor component={Link} to={detalleParcelaUrl(p)} aria-label={`Ver ${p.nombre}`}>
          Ver
        </Anchor>
      )}
    />
  );
}
