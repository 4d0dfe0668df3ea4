import { describe, expect, it } from 'vitest';
import { detalleFila, ocupacion } from './drop-step-state.ts';
import { marcarRechazada, nuevoItem, type Item } from './items.ts';

const MB = 1024 * 1024;
const fila = (campo: string, nombre: string, cambios: Partial<Item> = {}): Item => ({
  ...nuevoItem('edeb', campo, { name: nombre, size: 10 * MB }),
  ...cambios,
});

describe('drop step rows', () => {
  it('tells an upload in progress by slot, bytes, speed and time left', () => {
    const i = fila('image1', 'a.png', { bytes: 5 * MB, velocidad: MB });
    expect(detalleFila(i)).toBe('Imagen 2 · 5 MB de 10 MB · 1 MB/s · quedan 5 s');
  });

  it('tells paused, finished and described rows', () => {
    expect(detalleFila(fila('image0', 'a.png', { estado: 'pausada', bytes: MB }))).toBe(
      'Imagen 1 · 1 MB de 10 MB · en pausa',
    );
    expect(detalleFila(fila('video0', 'v.mp4', { estado: 'completa', bytes: 10 * MB }))).toBe(
      'Video 1 · 10 MB de 10 MB · completo',
    );
    expect(detalleFila(fila('raster0', 'x.tif'))).toBe('Ráster 1 · 10 MB · falta indicar su contenido');
    expect(detalleFila(fila('raster0', 'x.tif', { estado: 'subiendo', desc: { tipo: 'color' } }))).toMatch(
      /^Ráster 1 · Color verdadero · 0 KB de 10 MB/,
    );
  });

  it('a refused file shows no slot, since it holds none', () => {
    const [r] = marcarRechazada([fila('image0', 'a.exe')], 'edeb.image0', 'Tipo no permitido', '1');
    expect(detalleFila(r!)).toBe('10 MB · rechazado: no se subirá');
  });

  it('counts the taken slots of each kind, leaving refused files out', () => {
    const items = [fila('image0', 'a.png'), fila('raster0', 'x.tif')];
    const [rechazada] = marcarRechazada([fila('image1', 'b.exe')], 'edeb.image1', 'No', '1');
    expect(ocupacion('edeb', [...items, rechazada!])).toBe(
      'Imágenes 1/4 · Videos 0/2 · Resúmenes 0/4 · Rásteres 1/4',
    );
    expect(ocupacion('global', [])).toBe('Resúmenes 0/2');
  });
});
