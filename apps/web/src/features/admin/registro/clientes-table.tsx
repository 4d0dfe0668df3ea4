import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import * as api from '@agro/domain/contracts/exportar';
import {
  registryFilters,
  useRegistryQuery,
  useRegistryState,
} from '../../../components/registry/registry-state.ts';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { exportUrl } from '../../../lib/export-url.ts';
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
  exportar = false,
}: {
  action: (c: ClienteFila) => ReactNode;
  actionLabel?: string;
  /** Offer the registry as XLSX/CSV with the current filter (the registry page, not the pickers). */
  exportar?: boolean;
}) {
  const [state, setState] = useRegistryState({ sort: 'id' });
  const query = useRegistryQuery<ClienteFila>(cpKeys.registro, 'cp/all/listar', 'clientes', state);
  const columns: RegistryColumn<ClienteFila>[] = [
    { key: 'id', label: 'ID', sortKey: 'id', render: (c) => c.cp_id },
    { key: 'nombre', label: 'Nombre', sortKey: 'nombre', priority: 'title', render: (c) => c.nombre },
    { key: 'rol', label: 'Rol', sortKey: 'rol', render: (c) => c.rol },
    {
      key: 'estado',
      label: 'Estado',
      sortKey: 'estado',
      render: (c) => <EstadoCell activo={c.is_active} pendiente={c.invitacion_pendiente} />,
    },
    { key: 'accion', label: actionLabel, render: action, isAction: true },
  ];
  return (
    <RegistryTable
      label="Registro de Clientes"
      columns={columns}
      rows={query.data?.rows}
      total={query.data?.total ?? 0}
      totalExacto={query.data?.exacto}
      loading={query.isFetching}
      error={query.isError}
      state={state}
      onChange={setState}
      toolbar={
        exportar && (
          <ExportarMenu
            label="Exportar registro de clientes"
            href={(formato) => exportUrl(api.exportarClientes, {}, { ...registryFilters(state), formato })}
          />
        )
      }
      campos={campos}
      rowKey={(c) => c.cp_id}
      emptyText={MSG.sinClientes}
    />
  );
}
