import { formatDate } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { periodLabel, type Rango } from '@agro/domain/periods';
import type { Estadisticas } from '../../raster/stats.ts';
import type { DemoParcela } from './demo-data.ts';
import { seededRandom } from './images.ts';
import type { PdfContent } from './pdf.ts';
import type { CifrasSemana } from './rasters.ts';

export interface ReportSubject {
  empresa: string;
  parcela: DemoParcela;
  rango: Rango;
  fecha: Date;
  /** The figures the platform computed from the week's rasters, by layer (none: nothing measured). */
  cifras?: CifrasSemana;
  /** The previous week's figures, for the change. */
  previas?: CifrasSemana;
  /** A monthly report's weeks (Mondays within the month) with their figures. */
  semanas?: { inicio: string; cifras: CifrasSemana }[];
}

/** Decimal comma, as Chilean readers expect. */
const dec = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');
const signed = (n: number, digits: number) => `${n >= 0 ? '+' : '-'}${dec(Math.abs(n), digits)}`;
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const PIE =
  'Documento generado por Agro Monitoreo a partir de imágenes multiespectrales y sondas de campo. Valores referenciales.';

function datos(s: ReportSubject, periodo: string): [string, string][] {
  return [
    ['Empresa', s.empresa],
    ['Territorio', `${s.parcela.nombre} (${s.parcela.ciudad}, ${s.parcela.region})`],
    ['Periodo', periodo],
    ['Cultivos', s.parcela.tags.join(', ')],
  ];
}

const rangoTexto = (r: Rango) => `${formatDate(r.inicio)} – ${formatDate(r.termino)}`;

const NO_MEDIDO =
  'Esta semana no se publicaron mapas georreferenciados del índice: las cifras se informarán con el próximo vuelo.';

/** The class table of a layer: area and share of the measured area per class, and the weekly change. */
function tablaClases(indice: TipoIndice, cifras: Estadisticas, previas: Estadisticas | undefined) {
  const total = cifras.clases.reduce((a, c) => a + c.areaHa, 0) || 1;
  return {
    columnas: ['Clase', 'Superficie (ha)', '% del área', 'Variación (ha)'],
    filas: INDICES[indice].clases.map((clase, k) => {
      const area = cifras.clases[k]?.areaHa ?? 0;
      const antes = previas?.clases[k]?.areaHa;
      return [
        clase.etiqueta,
        dec(area, 2),
        `${dec((100 * area) / total, 1)} %`,
        antes === undefined ? '—' : signed(area - antes, 2),
      ];
    }),
  };
}

/** "0,71 (mediana …, p10 … – p90 …) sobre 18,5 ha", then the change against the previous week. */
function cifraTexto(c: Estadisticas, previa: Estadisticas | undefined, digitos: number, unidad = '') {
  const base = `${dec(c.media, digitos)}${unidad} (mediana ${dec(c.mediana, digitos)}${unidad}; p10 ${dec(c.p10, digitos)}${unidad} – p90 ${dec(c.p90, digitos)}${unidad}), medido sobre ${dec(c.areaHa, 1)} ha`;
  if (!previa) return `${base}.`;
  const delta = c.media - previa.media;
  return `${base}, ${delta >= 0 ? 'un alza' : 'una baja'} de ${dec(Math.abs(delta), digitos)}${unidad} respecto de la semana anterior (${dec(previa.media, digitos)}${unidad}).`;
}

export function resumenSemanalEdeb(s: ReportSubject): PdfContent {
  const rand = seededRandom(`edeb-pdf:${s.parcela.nombre}:${s.rango.inicio}`);
  const ndvi = s.cifras?.get('NDVI');
  const ndre = s.cifras?.get('NDRE');
  const critica = ndvi ? (ndvi.clases[0]?.areaHa ?? 0) / (ndvi.areaHa || 1) : 0;
  return {
    titulo: 'Resumen semanal EDEB',
    datos: datos(s, rangoTexto(s.rango)),
    parrafos: ndvi
      ? [
          `Durante la semana el NDVI promedio del territorio fue ${cifraTexto(ndvi, s.previas?.get('NDVI'), 2)}${ndre ? ` El NDRE promedio fue ${dec(ndre.media, 2)}.` : ''}`,
          critica > 0.05
            ? `El ${dec(100 * critica, 1)} % de la superficie está en la clase «${INDICES.NDVI.clases[0]!.etiqueta}». ${pick(
                rand,
                [
                  'Se sugiere una inspección en terreno para descartar daño por plagas o enfermedades.',
                  'Se recomienda revisar la uniformidad del riego y el estado de los emisores.',
                ],
              )}`
            : `El vigor es homogéneo: menos del 5 % de la superficie está en la clase «${INDICES.NDVI.clases[0]!.etiqueta}».`,
        ]
      : [NO_MEDIDO],
    tabla: ndvi ? tablaClases('NDVI', ndvi, s.previas?.get('NDVI')) : undefined,
    pie: PIE,
    fecha: s.fecha,
  };
}

export function resumenSemanalSensores(s: ReportSubject): PdfContent {
  const humedad = s.cifras?.get('humedad');
  const temp = s.cifras?.get('temperatura');
  const parrafos: string[] = [];
  if (humedad)
    parrafos.push(
      `La humedad volumétrica promedio del suelo fue ${cifraTexto(humedad, s.previas?.get('humedad'), 1, ' %')} ${humedad.media < 20 ? 'Está bajo' : 'Está dentro de'} el rango adecuado del cultivo (20 % – 35 %).`,
    );
  if (temp)
    parrafos.push(
      `La temperatura de canopia promedio fue ${cifraTexto(temp, s.previas?.get('temperatura'), 1, ' °C')}`,
    );
  return {
    titulo: 'Resumen semanal EDEB Sensores',
    datos: datos(s, rangoTexto(s.rango)),
    parrafos: parrafos.length > 0 ? parrafos : [NO_MEDIDO],
    tabla: humedad ? tablaClases('humedad', humedad, s.previas?.get('humedad')) : undefined,
    pie: PIE,
    fecha: s.fecha,
  };
}

/** Monthly summary: one row per week of the month, in the terms of the service type. */
export function resumenMensual(s: ReportSubject): PdfContent {
  const rand = seededRandom(`mensual-pdf:${s.parcela.nombre}:${s.rango.inicio}`);
  // Only weeks measured by the platform: a week without rasters is not in the table.
  const semanas = s.semanas ?? [];
  const media = (c: CifrasSemana, capa: string, d: number) => {
    const v = c.get(capa);
    return v ? dec(v.media, d) : '—';
  };
  const filas = semanas.map(({ inicio, cifras }) => [
    `Semana del ${formatDate(inicio)}`,
    media(cifras, 'NDVI', 2),
    media(cifras, 'humedad', 1),
    media(cifras, 'temperatura', 1),
  ]);
  return {
    titulo: `Resumen mensual ${s.parcela.servicio}`,
    datos: datos(s, `${periodLabel('mensual', s.rango)} (${rangoTexto(s.rango)})`),
    parrafos: [
      `Este informe consolida las mediciones de ${periodLabel('mensual', s.rango).toLowerCase()} para ${s.parcela.nombre}. ${pick(
        rand,
        [
          'El cultivo mantuvo un desarrollo acorde con la temporada.',
          'Las condiciones climáticas del mes favorecieron el crecimiento vegetativo.',
          'Se registraron episodios de calor que aumentaron la demanda hídrica.',
        ],
      )}`,
      filas.length > 0
        ? 'La tabla resume las medias semanales que la plataforma calculó sobre los mapas del territorio.'
        : 'Este mes no tiene mapas georreferenciados medidos por la plataforma.',
      `Se sugiere mantener la frecuencia de monitoreo semanal y revisar en terreno los sectores marcados en los resúmenes semanales.`,
    ],
    tabla:
      filas.length > 0
        ? { columnas: ['Semana', 'NDVI medio', 'Humedad (%)', 'Temp. canopia (°C)'], filas }
        : undefined,
    pie: PIE,
    fecha: s.fecha,
  };
}

/** The second monthly document of EDEB Full: recommendations that combine both sources. */
export function recomendacionesMensuales(s: ReportSubject): PdfContent {
  const rand = seededRandom(`reco-pdf:${s.parcela.nombre}:${s.rango.inicio}`);
  return {
    titulo: 'Informe mensual de recomendaciones',
    datos: datos(s, periodLabel('mensual', s.rango)),
    parrafos: [
      'El cruce entre el vigor foliar y la humedad de suelo permite separar los sectores con limitación hídrica de aquellos con limitación nutricional.',
      pick(rand, [
        'Los cuarteles de menor NDVI coinciden con las sondas más secas: la prioridad es ajustar los tiempos de riego.',
        'Los cuarteles de menor NDVI presentan humedad adecuada: se recomienda un análisis foliar de nitrógeno y potasio.',
      ]),
    ],
    tabla: {
      columnas: ['Acción', 'Prioridad', 'Plazo'],
      filas: [
        ['Revisar emisores de riego', 'Alta', '7 días'],
        ['Análisis foliar', 'Media', '15 días'],
        ['Calibrar sondas de humedad', 'Baja', '30 días'],
      ],
    },
    pie: PIE,
    fecha: s.fecha,
  };
}
