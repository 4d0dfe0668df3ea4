import type { Endpoint } from '@agro/domain/contracts/endpoint';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { urlOf, type UrlArgsOf } from '../../lib/url-of.ts';
import { ExportarMenu } from '../ui/exportar-menu.tsx';
import { registryFilters, type RegistryState } from './registry-state.ts';

/** A registry's "Exportar" menu: the export endpoint with the list's current filter and order. */
export function ExportarRegistro<E extends Endpoint>({
  contract,
  state,
  label,
}: {
  contract: E;
  state: RegistryState;
  label: string;
}) {
  // The state holds its field and order as strings (the table offers only this contract's own), so
  // the query is not checked against the contract here; every other export's is, by urlOf.
  const href = (formato: FormatoExport) => {
    const args = [{ query: { ...registryFilters(state), formato } }] as unknown as UrlArgsOf<E>;
    return urlOf(contract, ...args);
  };
  return <ExportarMenu label={label} href={href} />;
}
