import { queryOptions, useQuery } from '@tanstack/react-query';
import { facturasCp, facturasRecurrentes, facturasUnicas } from '@agro/domain/contracts/factura';
import { MSG } from '@agro/domain/messages';
import { parseParcelaId } from '@agro/domain/rules';
import { parseCpRaw, type TipoBusquedaFactura } from '@agro/domain/schemas/factura';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { facturaKeys } from './keys.ts';

/** One Finanzas search: the payment type, the typed id (territory or client) and the period. */
export interface BusquedaFacturas {
  tipo: TipoBusquedaFactura;
  id: string;
  inicio: string;
  termino: string;
}

/** The client a search is about (to create or pay its invoices). */
export function cpDeBusqueda(b: Pick<BusquedaFacturas, 'tipo' | 'id'>): number | null {
  return b.tipo === 'RECURRENTE' ? (parseParcelaId(b.id)?.cpId ?? null) : parseCpRaw(b.id);
}

/** factura/recurrente/{parcelaSeq}/{cp}, factura/unico/{id} or factura/cp/{id}, with ?inicio&termino. */
async function buscarFacturas(b: BusquedaFacturas) {
  const query = { inicio: b.inicio, termino: b.termino };
  if (b.tipo === 'RECURRENTE') {
    const t = parseParcelaId(b.id);
    if (!t) throw new ApiError(400, MSG.sinDatosTerritorio);
    return call(facturasRecurrentes, { params: { parcelaSeq: t.parcelarelId, cp: t.cpId }, query });
  }
  const cp = parseCpRaw(b.id);
  if (cp === null) throw new ApiError(400, MSG.sinDatosId);
  return b.tipo === 'UNICO'
    ? call(facturasUnicas, { params: { id: cp }, query })
    : call(facturasCp, { params: { cp_id: cp }, query });
}

export const facturasBusquedaQuery = (b: BusquedaFacturas | null) =>
  queryOptions({
    queryKey: facturaKeys.busqueda(b),
    queryFn: async () => (await buscarFacturas(b!)).facturas,
    enabled: b !== null,
    retry: false,
  });

/** The back office's Finanzas search (staff only). */
export const useFacturasBusqueda = (b: BusquedaFacturas | null) => useQuery(facturasBusquedaQuery(b));
