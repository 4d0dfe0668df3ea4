import type { Endpoint } from '@agro/domain/contracts/endpoint';
import { exportUrl } from '../../lib/export-url.ts';
import { ExportarMenu } from '../ui/exportar-menu.tsx';
import { registryFilters, type RegistryState } from './registry-state.ts';

/** A registry's "Exportar" menu: the export endpoint with the list's current filter and order. */
export function RegistryExport({
  contract,
  state,
  label,
}: {
  contract: Pick<Endpoint, 'path'>;
  state: RegistryState;
  label: string;
}) {
  return (
    <ExportarMenu
      label={label}
      href={(formato) => exportUrl(contract, {}, { ...registryFilters(state), formato })}
    />
  );
}
