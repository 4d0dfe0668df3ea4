import { describe, expect, it } from 'vitest';
import { cuesDeVtt } from './vtt.ts';

describe('cuesDeVtt', () => {
  it('reads each cue with its start, leaving out the header, ids, notes and tags', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE grabado con record:manuals',
      '',
      '1',
      '00:00:00.000 --> 00:00:03.250',
      'Abre Perfil desde el menú.',
      '',
      '2',
      '00:01:03.500 --> 00:01:06.000',
      'Presiona <b>Guardar</b>',
      'y listo.',
      '',
      '01:00:00,000 --> 01:00:02,000',
      'Sin número.',
      '',
    ].join('\r\n');
    expect(cuesDeVtt(vtt)).toEqual([
      { inicio: 0, texto: 'Abre Perfil desde el menú.' },
      { inicio: 63.5, texto: 'Presiona Guardar y listo.' },
      { inicio: 3600, texto: 'Sin número.' },
    ]);
  });

  it('answers no cues for an empty or malformed file', () => {
    expect(cuesDeVtt('')).toEqual([]);
    expect(cuesDeVtt('WEBVTT\n\nhola')).toEqual([]);
  });
});
