import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import { CosechaCell } from '../../../components/registry/cosecha-cell.tsx';
import * as api from '@agro/domain/contracts/exportar';
import { registroParcelas } from '@agro/domain/contracts/parcela';
import { useRegistry } from '../../../components/registry/registry-state.ts';
import { ExportarRegistro } from '../../../components/registry/exportar-registro.tsx';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { type ParcelaFila, parcelaKeys } from '../../../features/parcela/api/keys.ts';

const campos = [
  { value: 'propietario', label: 'Propietario' },
  { value: 'nombre', label: 'Nombre' },
  { value: 'ciudad', label: 'Ciudad' },
  { value: 'direccion', label: 'Dirección' },
];

/** The territory registry (docs/RULES.md#areas-and-routes): filter by propietario, nombre, ciudad or direccion. */
export function ParcelasTable({
  action,
  actionLabel = 'Más Información',
  exportar = false,
}: {
  action: (p: ParcelaFila) => ReactNode;
  actionLabel?: string;
  /** Offer the registry as XLSX/CSV with the current filter (the registry page, not the pickers). */
  exportar?: boolean;
}) {
  const { state, table } = useRegistry(parcelaKeys.registro, registroParcelas, 'parcelas', { sort: 'id' });
  const columns: RegistryColumn<ParcelaFila>[] = [
    { key: 'id', label: 'ID', sortKey: 'id', nowrap: true, render: (p) => p.id },
    { key: 'propietario', label: 'Propietario', sortKey: 'propietario', render: (p) => p.propietario },
    { key: 'nombre', label: 'Nombre', sortKey: 'nombre', priority: 'title', render: (p) => p.nombre },
    { key: 'ciudad', label: 'Ciudad', sortKey: 'ciudad', render: (p) => p.ciudad },
    { key: 'direccion', label: 'Dirección', sortKey: 'direccion', render: (p) => p.direccion_ref },
    { key: 'cosecha', label: 'Cosecha', render: (p) => <CosechaCell tags={p.tags} /> },
    { key: 'estado', label: 'Estado', sortKey: 'estado', render: (p) => <EstadoCell activo={p.is_active} /> },
    { key: 'accion', label: actionLabel, render: action, isAction: true },
  ];
  return (
    <RegistryTable
      label="Registro de Territorios"
      columns={columns}
      {...table}
      toolbar={
        exportar && (
          <ExportarRegistro
            label="Exportar registro de territorios"
            contract={api.exportarParcelas}
            state={state}
          />
        )
      }
      campos={campos}
      rowKey={(p) => p.parcela_id}
      emptyText={MSG.sinTerritorios}
    />
  );
}
