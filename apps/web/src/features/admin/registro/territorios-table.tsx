import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import { HarvestCell } from '../../../components/registry/harvest-cell.tsx';
import { useRegistryQuery, useRegistryState } from '../../../components/registry/registry-state.ts';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { parcelaKeys, type ParcelaFila } from '../api/parcelas.ts';

const campos = [
  { value: 'propietario', label: 'Propietario' },
  { value: 'nombre', label: 'Nombre' },
  { value: 'ciudad', label: 'Ciudad' },
  { value: 'direccion', label: 'Dirección' },
];

/** The territory registry (docs/RULES.md#areas-and-routes): filter by propietario, nombre, ciudad or direccion. */
export function TerritoriosTable({
  action,
  actionLabel = 'Más Información',
}: {
  action: (p: ParcelaFila) => ReactNode;
  actionLabel?: string;
}) {
  const [state, setState] = useRegistryState({ sort: 'id' });
  const query = useRegistryQuery<ParcelaFila>(parcelaKeys.registro, 'parcela/all/listar', 'parcelas', state);
  const columns: RegistryColumn<ParcelaFila>[] = [
    { key: 'id', label: 'ID', sortKey: 'id', nowrap: true, render: (p) => p.id },
    { key: 'propietario', label: 'Propietario', sortKey: 'propietario', render: (p) => p.propietario },
    { key: 'nombre', label: 'Nombre', sortKey: 'nombre', priority: 'title', render: (p) => p.nombre },
    { key: 'ciudad', label: 'Ciudad', sortKey: 'ciudad', render: (p) => p.ciudad },
    { key: 'direccion', label: 'Dirección', sortKey: 'direccion', render: (p) => p.direccion_ref },
    { key: 'cosecha', label: 'Cosecha', render: (p) => <HarvestCell tags={p.tags} /> },
    { key: 'estado', label: 'Estado', sortKey: 'estado', render: (p) => <EstadoCell activo={p.is_active} /> },
    { key: 'accion', label: actionLabel, render: action, isAction: true },
  ];
  return (
    <RegistryTable
      label="Registro de Territorios"
      columns={columns}
      rows={query.data?.rows}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      error={query.isError}
      state={state}
      onChange={setState}
      campos={campos}
      rowKey={(p) => p.parcela_id}
      emptyText={MSG.sinTerritorios}
    />
  );
}
