import { diaMes, diasDesde, fechaDeSemana, semanaDeTemporada } from './temporada.ts';

/** One weekly point of the `serie` endpoint. */
export interface PuntoSerie {
  inicio: string;
  termino: string;
  /** Days from the start of its season. */
  dia: number;
  media: number;
  p10: number;
  p90: number;
}

/** What the chart needs of the `serie` answer. */
export interface SerieIndice {
  temporada: { etiqueta: string; inicio: string; termino: string };
  temporada_anterior: { etiqueta: string; inicio: string; termino: string };
  actual: readonly PuntoSerie[];
  anterior: readonly PuntoSerie[];
  alertas: readonly { alerta_id: number; inicio: string; mensaje: string }[];
}

/** One row of the season chart: a week of the season with the current and previous season's values. */
export interface FilaSerie {
  semana: number;
  /** Axis label: the day and month the week starts on in the current season. */
  etiqueta: string;
  /** Current season: period start, weekly mean and its p10–p90 band. */
  inicio: string | null;
  actual: number | null;
  banda: [number, number] | null;
  /** Previous season, same week: period start and mean. */
  inicioAnterior: string | null;
  anterior: number | null;
}

const vacia = (semana: number, inicioTemporada: string): FilaSerie => ({
  semana,
  etiqueta: diaMes(fechaDeSemana(inicioTemporada, semana)),
  inicio: null,
  actual: null,
  banda: null,
  inicioAnterior: null,
  anterior: null,
});

/**
 * The chart's rows: both seasons laid on one axis by week of season (so 14 November of this season
 * sits over 14 November of the last), from the first to the last week with data in either, in order.
 * Weeks without data in between stay as rows with nulls: the lines bridge them, the table skips them.
 */
export function filasSerie(serie: SerieIndice): FilaSerie[] {
  const filas = new Map<number, FilaSerie>();
  const fila = (semana: number) => {
    let f = filas.get(semana);
    if (!f) filas.set(semana, (f = vacia(semana, serie.temporada.inicio)));
    return f;
  };
  for (const p of serie.actual) {
    const f = fila(semanaDeTemporada(p.dia));
    f.inicio = p.inicio;
    f.actual = p.media;
    f.banda = [p.p10, p.p90];
  }
  for (const p of serie.anterior) {
    const f = fila(semanaDeTemporada(p.dia));
    f.inicioAnterior = p.inicio;
    f.anterior = p.media;
  }
  if (filas.size === 0) return [];
  const semanas = [...filas.keys()];
  const desde = Math.min(...semanas);
  const hasta = Math.max(...semanas);
  return Array.from(
    { length: hasta - desde + 1 },
    (_, i) => filas.get(desde + i) ?? vacia(desde + i, serie.temporada.inicio),
  );
}

/** An alert placed on the chart: the axis label of its week and what it says. */
export interface MarcaAlerta {
  alerta_id: number;
  etiqueta: string;
  mensaje: string;
}

/**
 * The alerts of the current season as markers on the chart's axis (by the week their period starts).
 * Alerts outside the drawn weeks are left out: the list under the chart still names them.
 */
export function marcasAlertas(serie: SerieIndice, filas: readonly FilaSerie[]): MarcaAlerta[] {
  const porSemana = new Map(filas.map((f) => [f.semana, f.etiqueta]));
  const marcas: MarcaAlerta[] = [];
  for (const a of serie.alertas) {
    if (a.inicio < serie.temporada.inicio || a.inicio > serie.temporada.termino) continue;
    const etiqueta = porSemana.get(semanaDeTemporada(diasDesde(serie.temporada.inicio, a.inicio)));
    if (etiqueta !== undefined) marcas.push({ alerta_id: a.alerta_id, etiqueta, mensaje: a.mensaje });
  }
  return marcas;
}

/** The y range the chart shows: the data (band included) and the class thresholds, padded a little. */
export function dominioY(filas: readonly FilaSerie[], umbrales: readonly number[]): [number, number] {
  const valores = filas
    .flatMap((f) => [f.actual, f.anterior, ...(f.banda ?? [])])
    .filter((v): v is number => v !== null);
  if (valores.length === 0) return [0, 1];
  const min = Math.min(...valores);
  const max = Math.max(...valores);
  // Thresholds near the data are drawn; one far away would squash the curve.
  const margen = (max - min || Math.abs(max) || 1) * 0.5;
  const cerca = umbrales.filter((u) => u >= min - margen && u <= max + margen);
  const lo = Math.min(min, ...cerca);
  const hi = Math.max(max, ...cerca);
  const pad = (hi - lo || 1) * 0.08;
  return [lo - pad, hi + pad];
}

const COLOR_ACTUAL = 'green.7';
const COLOR_BANDA = 'rgba(47, 158, 68, 0.18)';
const COLOR_ANTERIOR = 'gray.6';

/** The chart's series: the p10–p90 band and this season; last season dashed, when it has points. */
export function seriesGrafico(serie: SerieIndice) {
  return [
    { name: 'banda', label: 'p10 – p90', color: COLOR_BANDA, type: 'area' as const },
    {
      name: 'actual',
      label: `Temporada ${serie.temporada.etiqueta}`,
      color: COLOR_ACTUAL,
      type: 'line' as const,
    },
    ...(serie.anterior.length > 0
      ? [
          {
            name: 'anterior',
            label: `Temporada ${serie.temporada_anterior.etiqueta}`,
            color: COLOR_ANTERIOR,
            type: 'line' as const,
            strokeDasharray: '5 4',
          },
        ]
      : []),
  ];
}

/**
 * Horizontal lines at the index's class thresholds that fall inside the axis (named after the
 * class above each), and a vertical line at each week with an alert.
 */
export function lineasReferencia(
  d: { umbrales: readonly number[]; clases: readonly { etiqueta: string }[] },
  dominio: [number, number],
  marcas: readonly MarcaAlerta[],
) {
  return [
    ...d.umbrales
      .map((u, i) => ({
        y: u,
        label: d.clases[i + 1]?.etiqueta ?? '',
        color: 'gray.5',
        strokeDasharray: '2 4',
      }))
      .filter((l) => l.y >= dominio[0] && l.y <= dominio[1]),
    // Left of its line: the newest week's alert sits on the chart's right edge, where a label cuts off.
    ...marcas.map((m) => ({
      x: m.etiqueta,
      label: '⚠ Alerta',
      color: 'red.6',
      labelPosition: 'insideBottomRight' as const,
    })),
  ];
}

/** What a screen reader hears for the chart. */
export const descripcionGrafico = (serie: SerieIndice, etiqueta: string, alertas: number) =>
  `Gráfico de ${etiqueta} semanal: temporada ${serie.temporada.etiqueta}${
    serie.anterior.length > 0 ? ` comparada con ${serie.temporada_anterior.etiqueta}` : ''
  }, ${serie.actual.length} puntos, ${alertas} alertas`;
