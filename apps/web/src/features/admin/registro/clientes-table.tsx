import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import { useRegistryQuery, useRegistryState } from '../../../components/registry/registry-state.ts';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { cpKeys, type ClienteFila } from '../api/clientes.ts';

const campos = [
  { value: 'id', label: 'ID' },
  { value: 'nombre', label: 'Nombre' },
  { value: 'email', label: 'Email' },
  { value: 'rol', label: 'Rol' },
];

/** The client registry (docs/RULES.md#areas-and-routes): filter by id, nombre, email or rol; the last column is the caller's action. */
export function ClientesTable({
  action,
  actionLabel = 'Más Información',
}: {
  action: (c: ClienteFila) => ReactNode;
  actionLabel?: string;
}) {
  const [state, setState] = useRegistryState({ sort: 'id' });
  const query = useRegistryQuery<ClienteFila>(cpKeys.registro, 'cp/all/listar', 'clientes', state);
  const columns: RegistryColumn<ClienteFila>[] = [
    { key: 'id', label: 'ID', sortKey: 'id', render: (c) => c.cp_id },
    { key: 'nombre', label: 'Nombre', sortKey: 'nombre', priority: 'title', render: (c) => c.nombre },
    { key: 'rol', label: 'Rol', sortKey: 'rol', render: (c) => c.rol },
    { key: 'estado', label: 'Estado', sortKey: 'estado', render: (c) => <EstadoCell activo={c.is_active} /> },
    { key: 'accion', label: actionLabel, render: action, isAction: true },
  ];
  return (
    <RegistryTable
      label="Registro de Clientes"
      columns={columns}
      rows={query.data?.rows}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      error={query.isError}
      state={state}
      onChange={setState}
      campos={campos}
      rowKey={(c) => c.cp_id}
      emptyText={MSG.sinClientes}
    />
  );
}
