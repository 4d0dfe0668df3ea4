import { describe, expect, it } from 'vitest';
import type { PeriodoRaster } from '@agro/domain/contracts/raster';
import { capasDe, tipoPorDefecto, tiposDe, unirPeriodos, urlTeselas } from './capas-periodo.ts';

const capa = (capa_id: number, indice: 'NDVI' | 'NDRE' | null) => ({
  capa_id,
  capa: indice ?? 'color',
  indice,
  teselas: { url: `/api/v1/raster/capas/${capa_id}/teselas/{z}/{x}/{y}`, zmin: 14, zmax: 18 },
  imagen: {
    url: `/api/v1/raster/capas/${capa_id}/imagen`,
    ancho: 10,
    alto: 10,
    mercator: [0, 0, 1, 1] as [number, number, number, number],
    latLng: [
      [-35.1, -71.3],
      [-35, -71.2],
    ] as [[number, number], [number, number]],
  },
  grilla: indice !== null,
  estadisticas: null,
});
const periodo = (inicio: string, capas: ReturnType<typeof capa>[], pendientes = 0): PeriodoRaster => ({
  inicio,
  termino: inicio,
  capas,
  pendientes,
  errores: 0,
});

describe('unirPeriodos', () => {
  it('merges the territories by period start, newest first, naming each layer by its territory', () => {
    const p = unirPeriodos([
      {
        nombre: 'A',
        periodos: [periodo('2026-11-16', [capa(1, 'NDVI')]), periodo('2026-11-09', [capa(2, 'NDVI')])],
      },
      {
        nombre: 'B',
        periodos: [periodo('2026-11-23', [], 2), periodo('2026-11-16', [capa(3, 'NDVI'), capa(4, null)])],
      },
    ]);
    expect(p.map((x) => x.inicio)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09']);
    expect(p[0]?.pendientes).toBe(2);
    expect(p[1]?.capas.map((c) => [c.capa_id, c.nombre])).toEqual([
      [1, 'A'],
      [3, 'B'],
      [4, 'B'],
    ]);
    expect(p[1]?.capas[0]?.limites).toEqual([
      [-35.1, -71.3],
      [-35, -71.2],
    ]);
  });
});

describe('layer kinds', () => {
  const p = unirPeriodos([
    { nombre: 'A', periodos: [periodo('2026-11-16', [capa(4, null), capa(5, 'NDRE'), capa(6, 'NDVI')])] },
  ])[0];

  it('lists the index kinds in the documented order and true colour last', () => {
    expect(tiposDe(p)).toEqual(['NDVI', 'NDRE', 'color']);
  });

  it('defaults to the first kind, keeps a kind the period has, and honours "ninguna"', () => {
    const tipos = tiposDe(p);
    expect(tipoPorDefecto(tipos, null)).toBe('NDVI');
    expect(tipoPorDefecto(tipos, 'NDRE')).toBe('NDRE');
    expect(tipoPorDefecto(tipos, 'NDMI')).toBe('NDVI');
    expect(tipoPorDefecto(tipos, 'ninguna')).toBe('ninguna');
    expect(tipoPorDefecto([], null)).toBe('ninguna');
  });

  it('selects the layers of one kind', () => {
    expect(capasDe(p, 'color').map((c) => c.capa_id)).toEqual([4]);
    expect(capasDe(p, 'ninguna')).toEqual([]);
  });
});

describe('urlTeselas', () => {
  it('keeps absolute paths and puts relative ones under the API', () => {
    expect(urlTeselas('/api/v1/raster/capas/1/teselas/{z}/{x}/{y}')).toBe(
      '/api/v1/raster/capas/1/teselas/{z}/{x}/{y}',
    );
    expect(urlTeselas('raster/capas/1/teselas/{z}/{x}/{y}')).toBe(
      '/api/v1/raster/capas/1/teselas/{z}/{x}/{y}',
    );
  });
});
