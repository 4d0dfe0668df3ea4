/** One caption of a WebVTT track: when it starts (seconds) and its text. */
export interface Cue {
  inicio: number;
  texto: string;
}

const TIEMPO = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})\s+-->/;

/**
 * The cues of a WebVTT file in order (header, notes and styles left out): the tutorials' captions,
 * shown under each video as its steps, readable without playing it.
 */
export function cuesDeVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const bloque of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lineas = bloque.split('\n').filter((l) => l.trim() !== '');
    const i = lineas.findIndex((l) => TIEMPO.test(l.trim()));
    if (i < 0) continue;
    const [, h, m, s, ms] = TIEMPO.exec(lineas[i]!.trim())!;
    const texto = lineas
      .slice(i + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (texto)
      cues.push({ inicio: Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000, texto });
  }
  return cues;
}
