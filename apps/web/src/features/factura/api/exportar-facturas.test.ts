import { describe, expect, it } from 'vitest';
import { exportFacturasUrl } from './exportar-facturas.ts';

const busqueda = { tipo: 'UNICO' as const, id: '7', inicio: '2026-01-01', termino: '2026-03-31' };

describe('exportFacturasUrl', () => {
  it('builds the export path with the search, the table filters and the format', () => {
    const url = new URL(exportFacturasUrl(busqueda, { estado: 'Pagada', q: ' abono ' }, 'csv'), 'http://x');
    expect(url.pathname).toBe('/api/v1/factura/exportar');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tipo: 'UNICO',
      id: '7',
      inicio: '2026-01-01',
      termino: '2026-03-31',
      estado: 'Pagada',
      q: 'abono',
      formato: 'csv',
    });
  });

  it('leaves out an empty search text and a status the export does not know', () => {
    const url = new URL(exportFacturasUrl(busqueda, { estado: 'Anulada', q: '  ' }, 'xlsx'), 'http://x');
    expect(url.searchParams.has('estado')).toBe(false);
    expect(url.searchParams.has('q')).toBe(false);
    expect(url.searchParams.get('formato')).toBe('xlsx');
  });
});
