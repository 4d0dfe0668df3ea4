// The figures of every index and period of the territories a caller sees, as CSV or XLSX through
// the export module (rows encoded on the pool, streamed): one row per territory, index and period.
import { INDICES } from '@agro/domain/indices';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Columna } from '../../lib/export/columnas.ts';
import type { Exportacion } from '../../lib/export/enviar.ts';
import { pctCritica, type FilaCapa } from './capas.ts';
import { capasListas } from './consultas.ts';
import { parcelasVisiblesDeCp } from '../../policies/parcela.ts';

interface Fila {
  parcela: string;
  capa: FilaCapa;
}

const CLASES = 4;
const num = (v: number | null | undefined) => (v === null || v === undefined ? null : v);
const ha = (m2: number | null | undefined) => (m2 === null || m2 === undefined ? null : m2 / 10_000);

const COLUMNAS: Columna<Fila>[] = [
  { titulo: 'Territorio', tipo: 'texto', valor: (f) => f.parcela, ancho: 24 },
  { titulo: 'Índice', tipo: 'texto', valor: (f) => f.capa.indice },
  { titulo: 'Inicio', tipo: 'fecha', valor: (f) => f.capa.inicio },
  { titulo: 'Término', tipo: 'fecha', valor: (f) => f.capa.termino },
  { titulo: 'Unidad', tipo: 'texto', valor: (f) => (f.capa.indice ? INDICES[f.capa.indice].unidad : '') },
  { titulo: 'Media', tipo: 'numero', valor: (f) => num(f.capa.media) },
  { titulo: 'Mediana', tipo: 'numero', valor: (f) => num(f.capa.mediana) },
  { titulo: 'P10', tipo: 'numero', valor: (f) => num(f.capa.p10) },
  { titulo: 'P90', tipo: 'numero', valor: (f) => num(f.capa.p90) },
  { titulo: 'Desviación estándar', tipo: 'numero', valor: (f) => num(f.capa.desviacion) },
  { titulo: 'Mínimo', tipo: 'numero', valor: (f) => num(f.capa.minimo) },
  { titulo: 'Máximo', tipo: 'numero', valor: (f) => num(f.capa.maximo) },
  { titulo: 'Área válida (ha)', tipo: 'numero', valor: (f) => ha(f.capa.areaValidaM2) },
  ...Array.from({ length: CLASES }, (_, i): Columna<Fila> => ({
    titulo: `Clase ${i + 1} (ha)`,
    tipo: 'numero',
    valor: (f) => ha(f.capa.clases?.[i]),
  })),
  { titulo: 'Clase crítica (%)', tipo: 'numero', valor: (f) => pctCritica(f.capa) },
  {
    titulo: 'Clases',
    tipo: 'texto',
    ancho: 60,
    valor: (f) => (f.capa.indice ? INDICES[f.capa.indice].clases.map((c) => c.etiqueta).join(' | ') : ''),
  },
];

async function* lotes(ctx: AppContext, parcelas: { parcelaId: number; nombre: string }[]) {
  // One territory at a time keeps each batch to one territory's periods.
  for (const p of parcelas) {
    const capas = await capasListas(ctx.database.db, [p.parcelaId], { soloIndices: true });
    if (capas.length) yield capas.map((capa) => ({ parcela: p.nombre, capa }));
  }
}

function exportacion(
  parcelas: { parcelaId: number; nombre: string }[],
  ctx: AppContext,
  formato: FormatoExport,
) {
  return {
    formato,
    archivo: 'cifras-indices',
    hoja: 'Cifras de índices',
    columnas: COLUMNAS,
    lotes: lotes(ctx, parcelas),
  } satisfies Exportacion<Fila>;
}

/** One territory's figures (already authorized by its route's record). */
export const cifrasParcela = (
  ctx: AppContext,
  p: { parcelaId: number; nombre: string },
  formato: FormatoExport,
) => exportacion([p], ctx, formato);

export async function cifrasCp(ctx: AppContext, actor: Actor, cpId: number, formato: FormatoExport) {
  return exportacion(await parcelasVisiblesDeCp(ctx.database.db, actor, cpId), ctx, formato);
}
