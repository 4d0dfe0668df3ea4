import { describe, expect, it } from 'vitest';
import { modoLimite, poligonoDibujado } from './limite-acciones-state.ts';

const cuadro = [
  [-71.2, -35.01],
  [-71.19, -35.01],
  [-71.19, -35.0],
  [-71.2, -35.0],
];

describe('boundary panel', () => {
  it('shows the preview first, then a drawing in progress, else the actions', () => {
    expect(modoLimite({ file: 'x' }, [[1, 2]])).toBe('previa');
    expect(modoLimite(null, [])).toBe('dibujo');
    expect(modoLimite(null, null)).toBe('acciones');
  });

  it('closes the drawn ring by repeating the first vertex', () => {
    const r = poligonoDibujado(cuadro);
    expect(r).toEqual({ geometria: { type: 'Polygon', coordinates: [[...cuadro, cuadro[0]]] } });
  });

  it('refuses a drawing that crosses itself or lies outside Chile', () => {
    const cruzado = [cuadro[0]!, cuadro[2]!, cuadro[1]!, cuadro[3]!];
    expect(poligonoDibujado(cruzado)).toHaveProperty('problema');
    expect(poligonoDibujado(cuadro.map(([x, y]) => [x! + 100, y!]))).toHaveProperty('problema');
  });
});
