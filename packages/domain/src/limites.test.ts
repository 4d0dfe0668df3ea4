import { describe, expect, it } from 'vitest';
import {
  bboxDe,
  centroideDe,
  difiereDeExtension,
  geometria2d,
  validarGeometria,
  type Geometria,
} from './limites.ts';
import { MSG_MAPA } from './messages-mapa.ts';

const anillo = (pts: number[][]) => [...pts, pts[0]!];
const pol = (pts: number[][]): Geometria => ({ type: 'Polygon', coordinates: [anillo(pts)] });
const cuadro = [
  [-71.2, -35.01],
  [-71.19, -35.01],
  [-71.19, -35.0],
  [-71.2, -35.0],
];

describe('validarGeometria', () => {
  it('accepts a simple polygon, one with a hole and a multipolygon inside Chile', () => {
    expect(validarGeometria(pol(cuadro))).toBeNull();
    const hoyo = anillo([
      [-71.198, -35.008],
      [-71.192, -35.008],
      [-71.192, -35.002],
      [-71.198, -35.002],
    ]);
    expect(validarGeometria({ type: 'Polygon', coordinates: [anillo(cuadro), hoyo] })).toBeNull();
    const otro = cuadro.map(([x, y]) => [x! + 0.05, y!]);
    expect(
      validarGeometria({ type: 'MultiPolygon', coordinates: [[anillo(cuadro)], [anillo(otro)]] }),
    ).toBeNull();
  });

  it('refuses open rings, too few vertices, crossings, folds and places outside Chile', () => {
    expect(validarGeometria({ type: 'Polygon', coordinates: [cuadro] })).toBe(MSG_MAPA.limiteAnilloAbierto);
    expect(validarGeometria(pol(cuadro.slice(0, 2)))).toBe(MSG_MAPA.limitePocosVertices);
    expect(validarGeometria(pol([cuadro[0]!, cuadro[2]!, cuadro[1]!, cuadro[3]!]))).toBe(
      MSG_MAPA.limiteAutointerseccion,
    );
    // A spike that folds back along its own edge.
    expect(validarGeometria(pol([cuadro[0]!, cuadro[1]!, [-71.195, -35.01], cuadro[3]!]))).toBe(
      MSG_MAPA.limiteAutointerseccion,
    );
    expect(validarGeometria(pol(cuadro.map(([x, y]) => [x! + 13, y!])))).toBe(MSG_MAPA.limiteFueraDeChile);
    expect(validarGeometria(pol(cuadro.map(([x, y]) => [x!, y! + 30])))).toBe(MSG_MAPA.limiteFueraDeChile);
    expect(validarGeometria(pol([[NaN, 0], ...cuadro.slice(1)]))).toBe(MSG_MAPA.limiteCoordenadas);
  });

  it('drops altitudes and repeated vertices before checking', () => {
    const g = geometria2d({
      type: 'Polygon',
      coordinates: [anillo([[...cuadro[0]!, 120], cuadro[1]!, cuadro[1]!, cuadro[2]!, cuadro[3]!])],
    });
    expect(g.coordinates[0]).toEqual(anillo(cuadro));
    expect(validarGeometria(g)).toBeNull();
  });
});

describe('bbox, centroid and the extension check', () => {
  it('computes the box and the centre of a square', () => {
    expect(bboxDe(pol(cuadro))).toEqual([-71.2, -35.01, -71.19, -35.0]);
    const c = centroideDe(pol(cuadro));
    expect(c.lat).toBeCloseTo(-35.005, 6);
    expect(c.lon).toBeCloseTo(-71.195, 6);
  });

  it('flags a difference over 10 % either way', () => {
    expect(difiereDeExtension(109_000, 100_000)).toBe(false);
    expect(difiereDeExtension(111_000, 100_000)).toBe(true);
    expect(difiereDeExtension(89_000, 100_000)).toBe(true);
  });
});
