import { MSG_RASTER } from '@agro/domain/indices';
import { describe, expect, it } from 'vitest';
import { cambiarTipo, resumenDesc, sugerirDesc, tiposDeGrupo, validarDesc } from './desc-raster.ts';
import {
  asignar,
  conDesc,
  marcarRechazada,
  nuevoItem,
  porRecordar,
  repartir,
  sinRetomados,
  suavizar,
  trasValidar,
  type Item,
} from './items.ts';

const archivo = (name: string, size = 1000) => ({ name, size });

describe('raster slots', () => {
  it('a GeoTIFF takes a raster slot and waits for its description; an image starts at once', () => {
    const [tif, png] = asignar('edeb', [archivo('ndre_lote.tif'), archivo('mapa.png')], [], []);
    expect(tif).toMatchObject({ campo: 'raster0' });
    expect(png).toMatchObject({ campo: 'image0' });
    const item = nuevoItem('edeb', 'raster0', archivo('ndre_lote.tif'));
    expect(item.estado).toBe('describir');
    expect(item.desc).toEqual({ tipo: 'indice', indice: 'NDRE' });
    expect(nuevoItem('edeb', 'image0', archivo('mapa.png')).estado).toBe('subiendo');
  });

  it('refuses a GeoTIFF when the group has no raster slot left', () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => archivo(`${n}.tif`));
    const ocupados = files.map((f, i) => nuevoItem('sensores', `raster${i}`, f)).slice(0, 3);
    const [r] = asignar('sensores', [archivo('e.tif')], ocupados, []);
    expect(r).toHaveProperty('problema');
  });

  it('guesses the kind from the name, per group', () => {
    expect(sugerirDesc('sensores', 'humedad_suelo.tiff')).toEqual({ tipo: 'indice', indice: 'humedad' });
    expect(sugerirDesc('sensores', 'mapa.tif')).toEqual({ tipo: 'indice', indice: 'temperatura' });
    expect(sugerirDesc('edeb', 'ortomosaico_rgb.tif')).toEqual({ tipo: 'color' });
    expect(sugerirDesc('edeb', 'vuelo_multiespectral.tif').tipo).toBe('multiespectral');
    expect(tiposDeGrupo('sensores').map((t) => t.value)).toEqual(['indice']);
  });

  it('checks the description with the server rules', () => {
    expect(validarDesc('edeb', 'raster0', { tipo: 'indice', indice: 'NDVI' })).toEqual({
      texto: '{"tipo":"indice","indice":"NDVI"}',
    });
    expect(validarDesc('sensores', 'raster0', { tipo: 'indice', indice: 'NDVI' })).toEqual({
      problema: MSG_RASTER.indiceNoCorresponde('NDVI'),
    });
    expect(validarDesc('edeb', 'raster0', { tipo: 'multiespectral', bandas: { rojo: 0 } })).toHaveProperty(
      'problema',
    );
    expect(resumenDesc(cambiarTipo('edeb', 'multiespectral'))).toMatch(/^Multiespectral \(/);
  });
});

describe('rows', () => {
  const item: Item = { ...nuevoItem('edeb', 'image0', archivo('a.png')), bytes: 10 };

  it('a refused row frees its slot under a key of its own', () => {
    const [r] = marcarRechazada([item], item.key, 'tipo no permitido', 'x');
    expect(r).toMatchObject({ key: 'edeb.image0#x', estado: 'rechazada', error: 'tipo no permitido' });
    expect(asignar('edeb', [archivo('b.png')], [r!], [])).toMatchObject([{ campo: 'image0' }]);
  });

  it('remembers open uploads, not finished ones', () => {
    const hecho: Item = { ...item, key: 'edeb.image1', campo: 'image1', estado: 'completa' };
    expect(porRecordar([item, hecho], [])).toEqual([
      { grupo: 'edeb', campo: 'image0', nombre: 'a.png', tamano: 1000 },
    ]);
  });

  it('smooths the speed', () => {
    expect(suavizar(null, 100)).toBe(100);
    expect(suavizar(100, 200)).toBeCloseTo(130);
    expect(suavizar(100, null)).toBe(100);
  });
});

describe('dropping files on a step', () => {
  it('makes a row per file that found a slot and reports the ones that did not', () => {
    const files = [archivo('mapa.png'), archivo('e.tif'), archivo('ndre.tif')];
    const r = repartir('edeb', files, [
      { campo: 'image0' },
      { problema: 'Sin espacio' },
      { campo: 'raster0' },
    ]);
    expect(r.nuevos.map((n) => [n.item.key, n.item.estado, n.file.name])).toEqual([
      ['edeb.image0', 'subiendo', 'mapa.png'],
      ['edeb.raster0', 'describir', 'ndre.tif'],
    ]);
    expect(r.rechazos).toEqual([{ nombre: 'e.tif', problema: 'Sin espacio' }]);
  });

  it('stops offering a remembered upload once the same file is dropped in its slot', () => {
    const recordado = { grupo: 'edeb' as const, campo: 'image0', nombre: 'mapa.png', tamano: 1000 };
    const otro = { ...recordado, campo: 'image1', nombre: 'otro.png' };
    const nuevo = nuevoItem('edeb', 'image0', archivo('mapa.png'));
    expect(sinRetomados([recordado, otro], [nuevo])).toEqual([otro]);
  });

  it('a described GeoTIFF loses its complaint, and starts only when the description passes', () => {
    const tif = { ...nuevoItem('edeb', 'raster0', archivo('x.tif')), error: 'Falta el índice' };
    const png = nuevoItem('edeb', 'image0', archivo('a.png'));
    const [descrito, intacto] = conDesc([tif, png], tif.key, { tipo: 'color' });
    expect(descrito).toMatchObject({ desc: { tipo: 'color' }, error: undefined });
    expect(intacto).toBe(png);
    expect(trasValidar([tif], tif.key, { problema: 'No' })[0]).toMatchObject({
      estado: 'describir',
      error: 'No',
    });
    expect(trasValidar([tif], tif.key, { texto: '{}' })[0]!.estado).toBe('subiendo');
  });
});
