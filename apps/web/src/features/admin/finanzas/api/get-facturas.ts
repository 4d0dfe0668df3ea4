import { queryOptions, useQuery } from '@tanstack/react-query';
import { exportarFacturasFinanzas } from '@agro/domain/contracts/exportar';
import { MSG } from '@agro/domain/messages';
import { parseTerritorioId } from '@agro/domain/rules';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { parseCpRaw, type FacturaRow, type TipoBusquedaFactura } from '@agro/domain/schemas/factura';
import { exportUrl as exportarUrl } from '../../../../lib/export-url.ts';
import { ApiError, api, type ApiBody } from '../../../../lib/request.ts';

/** One Finanzas search: the payment type, the typed id (territory or client) and the period. */
export interface BusquedaFacturas {
  tipo: TipoBusquedaFactura;
  id: string;
  inicio: string;
  termino: string;
}

/** The client a search is about (to create or pay its invoices). */
export function cpDeBusqueda(b: Pick<BusquedaFacturas, 'tipo' | 'id'>): number | null {
  return b.tipo === 'RECURRENTE' ? (parseTerritorioId(b.id)?.cpId ?? null) : parseCpRaw(b.id);
}

/** factura/recurrente/{parcelaSeq}/{cp}, factura/unico/{id} or factura/cp/{id}, with ?inicio&termino; null for an unusable id. */
export function facturasPath(b: BusquedaFacturas): string | null {
  const rango = `inicio=${b.inicio}&termino=${b.termino}`;
  if (b.tipo === 'RECURRENTE') {
    const t = parseTerritorioId(b.id);
    return t ? `factura/recurrente/${t.parcelarelId}/${t.cpId}?${rango}` : null;
  }
  const cp = parseCpRaw(b.id);
  if (cp === null) return null;
  return b.tipo === 'UNICO' ? `factura/unico/${cp}?${rango}` : `factura/cp/${cp}?${rango}`;
}

export const facturasQuery = (b: BusquedaFacturas | null) =>
  queryOptions({
    queryKey: ['factura', 'admin', b],
    queryFn: async (): Promise<FacturaRow[]> => {
      const path = facturasPath(b!);
      if (!path) throw new ApiError(400, b!.tipo === 'RECURRENTE' ? MSG.sinDatosTerritorio : MSG.sinDatosId);
      return (await api<ApiBody & { facturas: FacturaRow[] }>(path)).facturas;
    },
    enabled: b !== null,
    retry: false,
  });

export const useFacturas = (b: BusquedaFacturas | null) => useQuery(facturasQuery(b));

/** GET factura/exportar (XLSX or CSV) with the screen's search and table filters. */
export function exportUrl(
  b: BusquedaFacturas,
  filtros: { estado: string | null; q: string },
  formato: FormatoExport,
): string {
  return exportarUrl(
    exportarFacturasFinanzas,
    {},
    {
      tipo: b.tipo,
      id: b.id,
      inicio: b.inicio,
      termino: b.termino,
      estado: filtros.estado ?? undefined,
      q: filtros.q.trim() || undefined,
      formato,
    },
  );
}
