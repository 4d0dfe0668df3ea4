import { describe, expect, it } from 'vitest';
import { opcionesPeriodos, parComparado, periodosDeIndice } from './comparacion.ts';

const periodo = (inicio: string, capas: { indice: string | null; estadisticas: unknown }[]) => ({
  inicio,
  termino: inicio,
  capas,
});
const stats = { media: 0.5 };

describe('index comparison', () => {
  it('offers only the periods whose layer of the index has been measured', () => {
    const lista = [
      periodo('2026-11-16', [{ indice: 'NDVI', estadisticas: stats }]),
      periodo('2026-11-09', [{ indice: 'NDVI', estadisticas: null }]),
      periodo('2026-11-02', [
        { indice: null, estadisticas: null },
        { indice: 'NDRE', estadisticas: stats },
      ]),
    ];
    expect(periodosDeIndice(lista, 'NDVI').map((p) => p.inicio)).toEqual(['2026-11-16']);
    expect(periodosDeIndice(lista, 'NDRE').map((p) => p.inicio)).toEqual(['2026-11-02']);
  });

  it('compares the latest period with the one before unless the address names the pair', () => {
    const lista = [{ inicio: '2026-11-16' }, { inicio: '2026-11-09' }, { inicio: '2026-11-02' }];
    expect(parComparado(lista, '', '')).toEqual({ a: '2026-11-09', b: '2026-11-16' });
    expect(parComparado(lista, '2026-11-02', '')).toEqual({ a: '2026-11-02', b: '2026-11-16' });
    expect(parComparado([], '', '')).toEqual({ a: '', b: '' });
  });

  it('still offers a period of the address that has no layer, so the selector shows it', () => {
    const lista = [periodo('2026-11-16', []), periodo('2026-11-09', [])];
    const opciones = opcionesPeriodos(lista, { a: '2026-10-05', b: '2026-11-16' });
    expect(opciones.map((o) => o.value)).toEqual(['2026-11-16', '2026-11-09', '2026-10-05']);
    expect(opciones[2]!.label).not.toContain(' al ');
    expect(opciones[0]!.label).toContain(' al ');
  });
});
