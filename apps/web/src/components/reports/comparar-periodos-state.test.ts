import { describe, expect, it } from 'vitest';
import type { TipoSubida } from '@agro/domain/constants';
import type { ArchivoServicio, ArchivosPorPeriodo } from './api/get-archivos.ts';
import { imagenes, parejas, periodosIniciales, tiposConImagen } from './comparar-periodos-state.ts';

let n = 0;
const archivo = (tipo_subida: TipoSubida, extension: string): ArchivoServicio => ({
  archivo_id: ++n,
  nombre: `a${n}`,
  extension,
  tipo_subida,
  nombre_original: `foto-${n}.${extension}`,
  mime: 'x',
  tamano: 1,
  created_at: '2026-01-01T00:00:00Z',
  grupo: 'edeb',
});
const periodo = (inicio: string, archivos: ArchivoServicio[]) => ({ inicio, termino: inicio, archivos });

describe('Comparar periodos', () => {
  it('starts with A on the second newest period and B on the newest', () => {
    const data: ArchivosPorPeriodo = {
      x: periodo('2026-01-05', []),
      y: periodo('2026-01-19', []),
      z: periodo('2026-01-12', []),
    };
    const r = periodosIniciales(data);
    expect(r.periodos.map((p) => p.inicio)).toEqual(['2026-01-19', '2026-01-12', '2026-01-05']);
    expect(r).toMatchObject({ antes: '2026-01-12', despues: '2026-01-19' });
  });

  it('compares a single period with itself and no period with nothing', () => {
    expect(periodosIniciales({ x: periodo('2026-01-05', []) })).toMatchObject({
      antes: '2026-01-05',
      despues: '2026-01-05',
    });
    expect(periodosIniciales({})).toMatchObject({ antes: '', despues: '' });
  });

  it('makes one section per image type found in either period, never for documents or videos', () => {
    const a = periodo('1', [archivo('edeb_img_semanal', 'png'), archivo('edeb_vid_semanal', 'mp4')]);
    const b = periodo('2', [archivo('sensor_img_semanal', 'JPG'), archivo('edeb_res_semanal', 'pdf')]);
    expect(tiposConImagen(a, b)).toEqual(['edeb_img_semanal', 'sensor_img_semanal']);
    expect(tiposConImagen(undefined, undefined)).toEqual([]);
    expect(imagenes(a, 'edeb_img_semanal')).toHaveLength(1);
    expect(imagenes(a, 'edeb_vid_semanal')).toHaveLength(0);
  });

  it('pairs images by position and slides only the pairs that have both', () => {
    const a = [archivo('edeb_img_semanal', 'png'), archivo('edeb_img_semanal', 'png')];
    const b = [archivo('edeb_img_semanal', 'png')];
    const pares = parejas(a, b, 'deslizar');
    expect(pares.map((p) => p.deslizar)).toEqual([true, false]);
    expect(pares[1]).toMatchObject({ a: a[1], b: undefined });
    expect(parejas(a, b, 'lado').every((p) => !p.deslizar)).toBe(true);
  });
});
