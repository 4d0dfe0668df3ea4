import { Center, Loader } from '@mantine/core';
import { estadoLista, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { CosechaCell } from '../../../components/registry/cosecha-cell.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { MasInfoButton } from '../registro/mas-info-button.tsx';
import { useParcelasCp } from '../../../features/parcela/api/get-parcelas-cp.ts';

type Fila = NonNullable<ReturnType<typeof useParcelasCp>['data']>[number];

const columns: DataColumn<Fila>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (p) => parcelaDisplayId(p.cp_id, p.parcelarel_id) },
  { key: 'nombre', header: 'Nombre', priority: 'title', render: (p) => p.nombre },
  { key: 'ciudad', header: 'Ciudad', render: (p) => p.ciudad },
  { key: 'servicio', header: 'Servicio', render: (p) => p.tipo_servicio ?? '—' },
  { key: 'cosecha', header: 'Cosecha', render: (p) => <CosechaCell tags={p.tags} /> },
  { key: 'estado', header: 'Estado', render: (p) => estadoLista(p.is_active) },
];

/** TERRITORIOS tab: the company's territories, each opening the territory detail. */
export function ParcelasTab({ cpId }: { cpId: number }) {
  const q = useParcelasCp(cpId);
  if (q.isPending)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  return (
    <DataTable
      columns={columns}
      rows={q.data ?? []}
      rowKey={(p) => p.parcela_id}
      label="Territorios del cliente"
      emptyText={MSG.sinTerritorios}
      actionsHeader="Más Información"
      actions={(p) => (
        <MasInfoButton
          to={`/admin/registro/territorios/mas-info?e=${cpId}&t=${p.parcelarel_id}`}
          label={`Más información de ${p.nombre}`}
        />
      )}
    />
  );
}
