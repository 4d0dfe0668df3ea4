import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { asignarArchivos } from './schemas/subida-reanudable.ts';

const f = (name: string, size = 1000) => ({ name, size });

describe('asignarArchivos (drop zone → slots)', () => {
  it('sends each file to a free slot of its kind, in name order', () => {
    const out = asignarArchivos(
      'edeb',
      [f('vuelo.mp4'), f('ndvi 10.png'), f('ndvi 2.png'), f('Resumen.pdf'), f('orto.JPG')],
      new Set(),
    );
    expect(out).toEqual([
      { campo: 'video0', clase: 'video' },
      { campo: 'image1', clase: 'imagen' },
      { campo: 'image0', clase: 'imagen' },
      { campo: 'resfile0', clase: 'documento' },
      { campo: 'image2', clase: 'imagen' },
    ]);
  });

  it('skips taken slots and explains files that fit none', () => {
    const out = asignarArchivos(
      'edeb',
      [f('a.mp4'), f('b.mp4'), f('notas.txt'), f('vacio.png', 0), f('enorme.png', 26 * 1024 * 1024)],
      new Set(['video0']),
    );
    expect(out).toEqual([
      { campo: 'video1', clase: 'video' },
      { problema: MSG.archivoSinEspacio },
      { problema: MSG.archivoTipoDesconocido },
      { problema: MSG.seleccioneArchivo },
      { problema: MSG.archivoMuyGrande },
    ]);
  });

  it('monthly summaries take PDF or Word only', () => {
    expect(asignarArchivos('global', [f('mes.docx'), f('foto.png')], new Set())).toEqual([
      { campo: 'file0', clase: 'documento' },
      { problema: MSG.archivoSinEspacio },
    ]);
  });
});
