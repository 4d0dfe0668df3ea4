import { exportarFacturasFinanzas } from '@agro/domain/contracts/exportar';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { exportFacturasQuerySchema } from '@agro/domain/schemas/factura';
import { urlOf } from '../../../lib/url-of.ts';
import type { BusquedaFacturas } from './buscar-facturas.ts';

/** GET factura/exportar (XLSX or CSV) with the screen's search and table filters. */
export function exportFacturasUrl(
  b: BusquedaFacturas,
  filtros: { estado: string | null; q: string },
  formato: FormatoExport,
): string {
  // The table's status filter holds the Select's string; the export takes only the states it names.
  const estado = exportFacturasQuerySchema.shape.estado.safeParse(filtros.estado ?? undefined).data;
  return urlOf(exportarFacturasFinanzas, {
    query: {
      tipo: b.tipo,
      id: b.id,
      inicio: b.inicio,
      termino: b.termino,
      estado,
      q: filtros.q.trim() || undefined,
      formato,
    },
  });
}
