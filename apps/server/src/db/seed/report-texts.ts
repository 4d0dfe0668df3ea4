import { formatDate } from '@agro/domain/format';
import { periodLabel, type Rango } from '@agro/domain/periods';
import type { DemoTerritorio } from './demo-data.ts';
import { seededRandom } from './images.ts';
import type { PdfContent } from './pdf.ts';

export interface ReportSubject {
  empresa: string;
  territorio: DemoTerritorio;
  rango: Rango;
  fecha: Date;
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
    ['Territorio', `${s.territorio.nombre} (${s.territorio.ciudad}, ${s.territorio.region})`],
    ['Periodo', periodo],
    ['Cultivos', s.territorio.tags.join(', ')],
  ];
}

const rangoTexto = (r: Rango) => `${formatDate(r.inicio)} – ${formatDate(r.termino)}`;

export function resumenSemanalEdeb(s: ReportSubject): PdfContent {
  const rand = seededRandom(`edeb-pdf:${s.territorio.nombre}:${s.rango.inicio}`);
  const ndvi = 0.55 + rand() * 0.25;
  const delta = (rand() - 0.45) * 0.08;
  const sectores = ['Cuartel Norte', 'Cuartel Sur', 'Cuartel Oriente', 'Cuartel Poniente'];
  const filas = sectores.map((sector) => {
    const v = Math.min(0.92, Math.max(0.3, ndvi + (rand() - 0.5) * 0.2));
    const d = delta + (rand() - 0.5) * 0.04;
    return [
      sector,
      dec(v, 2),
      dec(v * 0.62, 2),
      signed(d, 2),
      v < 0.55 ? 'Atención' : v < 0.65 ? 'Vigilar' : 'Normal',
    ];
  });
  const peor = filas.reduce((a, b) =>
    Number(b[1]!.replace(',', '.')) < Number(a[1]!.replace(',', '.')) ? b : a,
  );
  return {
    titulo: 'Resumen semanal EDEB',
    datos: datos(s, rangoTexto(s.rango)),
    parrafos: [
      `Durante la semana el NDVI promedio del territorio fue ${dec(ndvi, 2)}, ${delta >= 0 ? 'un alza' : 'una baja'} de ${dec(Math.abs(delta), 2)} respecto de la semana anterior. ${pick(
        rand,
        [
          'El vigor es homogéneo en la mayor parte de la superficie.',
          'Se observa mayor heterogeneidad en los bordes de los cuarteles.',
          'La cobertura foliar avanza de acuerdo con el estado fenológico esperado.',
        ],
      )}`,
      `El sector de menor vigor es ${peor[0]} (NDVI ${peor[1]}). ${pick(rand, [
        'Se recomienda revisar la uniformidad del riego y el estado de los emisores.',
        'Se sugiere una inspección en terreno para descartar daño por plagas o enfermedades.',
        'Se recomienda evaluar la nutrición nitrogenada en ese cuartel.',
      ])}`,
    ],
    tabla: { columnas: ['Sector', 'NDVI medio', 'NDRE medio', 'Variación', 'Estado'], filas },
    pie: PIE,
    fecha: s.fecha,
  };
}

export function resumenSemanalSensores(s: ReportSubject): PdfContent {
  const rand = seededRandom(`sensor-pdf:${s.territorio.nombre}:${s.rango.inicio}`);
  const base = 22 + rand() * 12;
  const filas = Array.from({ length: 6 }, (_, i) => {
    const h30 = base + (rand() - 0.5) * 8;
    const h60 = h30 + 2 + rand() * 4;
    return [`Sonda ${i + 1}`, dec(h30, 1), dec(h60, 1), dec(14 + rand() * 8, 1), dec(0.6 + rand() * 1.2, 2)];
  });
  const riego = 18 + Math.round(rand() * 20);
  return {
    titulo: 'Resumen semanal EDEB Sensores',
    datos: datos(s, rangoTexto(s.rango)),
    parrafos: [
      `La humedad volumétrica promedio a 30 cm fue de ${dec(base, 1)} %, ${base < 26 ? 'bajo' : 'dentro de'} el rango objetivo del cultivo (26 % – 34 %). ${pick(
        rand,
        [
          'El perfil a 60 cm se mantiene húmedo, sin indicios de percolación profunda.',
          'Las sondas muestran un secado más rápido en la zona alta del huerto.',
          'Los ciclos de riego recargan adecuadamente el perfil entre mediciones.',
        ],
      )}`,
      `Para la próxima semana se recomienda una lámina de riego de ${riego} mm, repartida en ${riego > 28 ? 'cuatro' : 'tres'} pulsos. La conductividad eléctrica no presenta riesgo de salinidad.`,
    ],
    tabla: {
      columnas: ['Punto', 'Humedad 30 cm (%)', 'Humedad 60 cm (%)', 'Temp. suelo (°C)', 'CE (dS/m)'],
      filas,
    },
    pie: PIE,
    fecha: s.fecha,
  };
}

/** Monthly summary: one row per week of the month, in the terms of the service type. */
export function resumenMensual(s: ReportSubject): PdfContent {
  const rand = seededRandom(`mensual-pdf:${s.territorio.nombre}:${s.rango.inicio}`);
  const foliar = s.territorio.servicio !== 'EDEB Sensores';
  const filas = [1, 2, 3, 4].map((n) => [
    `Semana ${n}`,
    foliar ? dec(0.55 + rand() * 0.25, 2) : '—',
    s.territorio.servicio === 'EDEB Foliar' ? '—' : dec(22 + rand() * 12, 1),
    `${Math.round(15 + rand() * 25)} mm`,
  ]);
  return {
    titulo: `Resumen mensual ${s.territorio.servicio}`,
    datos: datos(s, `${periodLabel('mensual', s.rango)} (${rangoTexto(s.rango)})`),
    parrafos: [
      `Este informe consolida las mediciones de ${periodLabel('mensual', s.rango).toLowerCase()} para ${s.territorio.nombre}. ${pick(
        rand,
        [
          'El cultivo mantuvo un desarrollo acorde con la temporada.',
          'Las condiciones climáticas del mes favorecieron el crecimiento vegetativo.',
          'Se registraron episodios de calor que aumentaron la demanda hídrica.',
        ],
      )}`,
      `Se sugiere mantener la frecuencia de monitoreo semanal y revisar en terreno los sectores marcados en los resúmenes semanales.`,
    ],
    tabla: { columnas: ['Semana', 'NDVI medio', 'Humedad 30 cm (%)', 'Riego aplicado'], filas },
    pie: PIE,
    fecha: s.fecha,
  };
}

/** The second monthly document of EDEB Full: recommendations that combine both sources. */
export function recomendacionesMensuales(s: ReportSubject): PdfContent {
  const rand = seededRandom(`reco-pdf:${s.territorio.nombre}:${s.rango.inicio}`);
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
