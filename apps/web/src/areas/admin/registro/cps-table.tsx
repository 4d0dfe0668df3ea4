import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import { registroCps } from '@agro/domain/contracts/cp';
import * as api from '@agro/domain/contracts/exportar';
import { useRegistry } from '../../../components/registry/registry-state.ts';
import { ExportarRegistro } from '../../../components/registry/exportar-registro.tsx';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { cpKeys, type CpFila } from '../../../features/cp/api/keys.ts';

const campos = [
  { value: 'id', label: 'ID' },
  { value: 'nombre', label: 'Nombre' },
  { value: 'email', label: 'Email' },
  { value: 'rol', label: 'Rol' },
];

/** The client registry (docs/RULES.md#areas-and-routes): filter by id, nombre, email or rol; the last column is the caller's action. */
export function CpsTable({
  action,
  actionLabel = 'Más Información',
  exportar = false,
}: {
  action: (c: CpFila) => ReactNode;
  actionLabel?: string;
  /** Offer the registry as XLSX/CSV with the current filter (the registry page, not the pickers). */
  exportar?: boolean;
}) {
  const { state, table } = useRegistry(cpKeys.registro, registroCps, 'clientes', { sort: 'id' });
  const columns: RegistryColumn<CpFila>[] = [
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
      {...table}
      toolbar={
        exportar && (
          <ExportarRegistro label="Exportar registro de clientes" contract={api.exportarCps} state={state} />
        )
      }
      campos={campos}
      rowKey={(c) => c.cp_id}
      emptyText={MSG.sinClientes}
    />
  );
}
