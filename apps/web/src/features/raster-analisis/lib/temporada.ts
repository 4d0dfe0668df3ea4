/**
 * Seasons as the server draws them (the `serie` endpoint): 1 July to 30 June, the southern
 * hemisphere's growing year, so a Maule spring and its harvest fall in one season.
 */
export interface Temporada {
  inicio: string;
  termino: string;
  /** "2026-2027". */
  etiqueta: string;
}

const DIA_MS = 86_400_000;

/** The season a date (YYYY-MM-DD) belongs to. */
export function temporadaDe(fecha: string): Temporada {
  const anio = Number(fecha.slice(0, 4));
  const mes = Number(fecha.slice(5, 7));
  const desde = mes >= 7 ? anio : anio - 1;
  return { inicio: `${desde}-07-01`, termino: `${desde + 1}-06-30`, etiqueta: `${desde}-${desde + 1}` };
}

/** Days from a season's first day to a date (both YYYY-MM-DD, calendar days, no time zone). */
export function diasDesde(inicio: string, fecha: string): number {
  return Math.round((Date.parse(`${fecha}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / DIA_MS);
}

/** Week of the season (0 = the week of 1 July) of a day offset, to draw two seasons on one axis. */
export const semanaDeTemporada = (dia: number): number => Math.floor(dia / 7);

/** The date (YYYY-MM-DD) a season's week starts on. */
export function fechaDeSemana(inicioTemporada: string, semana: number): string {
  return new Date(Date.parse(`${inicioTemporada}T00:00:00Z`) + semana * 7 * DIA_MS)
    .toISOString()
    .slice(0, 10);
}

/** "14/11": a week on the chart's axis (the year is the season's). */
export const diaMes = (fecha: string): string => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
