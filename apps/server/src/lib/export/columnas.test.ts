import { describe, expect, it } from 'vitest';
import { formatDate } from '@agro/domain/format';
import { celdaCsv, relojSantiago } from './columnas.ts';

// What relojSantiago computed before it cached offsets: Intl's wall-clock fields of every instant.
const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
function porIntl(d: Date): number {
  const p: Record<string, number> = {};
  for (const part of intl.formatToParts(d)) p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

describe('relojSantiago', () => {
  it('gives Intl’s Santiago wall clock across daylight-saving changes and the old local mean time', () => {
    const desde = Date.UTC(2021, 0, 1);
    const hasta = Date.UTC(2027, 11, 31);
    // Every 3 h 6 min 33.457 s over seven years (odd minutes, seconds and milliseconds, every hour's
    // offset cached from whichever instant came first), and every 7 minutes of the days around each change.
    const instantes: number[] = [];
    for (let ms = desde; ms < hasta; ms += 11_193_457) instantes.push(ms);
    for (const dia of ['2026-04-04', '2026-09-05', '2024-04-06', '2024-09-07'])
      for (let m = 0; m < 3 * 24 * 60; m += 7)
        instantes.push(Date.parse(`${dia}T00:00:00.250Z`) + m * 60_000);
    const distintos = instantes.filter(
      (ms) => relojSantiago(new Date(ms)).getTime() !== porIntl(new Date(ms)),
    );
    expect(distintos.map((ms) => new Date(ms).toISOString())).toEqual([]);
    for (const iso of ['1890-05-03T10:11:12.999Z', '1910-01-10T04:40:00Z', '1946-07-15T03:30:00Z']) {
      const d = new Date(iso);
      expect(relojSantiago(d).getTime(), iso).toBe(porIntl(d));
    }
  });

  it('keeps an invalid date invalid', () => {
    expect(Number.isNaN(relojSantiago(new Date('x')).getTime())).toBe(true);
  });
});

describe('celdaCsv', () => {
  it('writes calendar dates as formatDate shows them', () => {
    for (const v of ['2026-03-01', new Date('2026-04-05T03:30:00Z'), '2026-01-01T02:00:00Z'])
      expect(celdaCsv('fecha', v)).toBe(`"${formatDate(v)}"`);
  });

  it('writes instants at Santiago’s wall clock, and nothing for an invalid one', () => {
    expect(celdaCsv('fechaHora', new Date('2026-04-05T02:59:00Z'))).toBe('"04/04/2026 23:59"');
    expect(celdaCsv('fechaHora', new Date('2026-04-05T03:30:00Z'))).toBe('"04/04/2026 23:30"');
    expect(celdaCsv('fechaHora', 'no es fecha')).toBe('');
  });

  it('quotes text, doubles quotes and defuses formulas', () => {
    expect(celdaCsv('texto', 'Fundo "El Peumo"')).toBe('"Fundo ""El Peumo"""');
    expect(celdaCsv('texto', '=1+1')).toBe(`"'=1+1"`);
    expect(celdaCsv('texto', '-3')).toBe(`"'-3"`);
    expect(celdaCsv('texto', '')).toBe('""');
    expect(celdaCsv('numero', 12.5)).toBe('12.5');
  });
});
