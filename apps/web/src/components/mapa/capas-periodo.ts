import type { PeriodoRaster } from '@agro/domain/contracts/raster';
import { TIPOS_INDICE, type TipoIndice } from '@agro/domain/indices';
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import type { CapaMapa } from './use-capas-mapa.ts';

/** What the layer control offers: an index kind, the true-colour imagery, or nothing over the map. */
export type TipoCapa = TipoIndice | 'color' | 'ninguna';

/** One period across the territories shown: their layers and how many rasters are still processing. */
export interface PeriodoMapa {
  inicio: string;
  termino: string;
  capas: CapaMapa[];
  pendientes: number;
  errores: number;
}

/** A tile template as the browser requests it: the server answers paths under the API's base. */
export function urlTeselas(url: string): string {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('/')) return url;
  return `${API_PREFIX}/${url}`;
}

/**
 * The periods of several territories merged by start date, newest first: the company map shows
 * every territory's layer of one week together.
 */
export function unirPeriodos(
  parcelas: readonly { nombre: string; periodos: readonly PeriodoRaster[] }[],
): PeriodoMapa[] {
  const porInicio = new Map<string, PeriodoMapa>();
  for (const t of parcelas) {
    for (const p of t.periodos) {
      let m = porInicio.get(p.inicio);
      if (!m) {
        m = { inicio: p.inicio, termino: p.termino, capas: [], pendientes: 0, errores: 0 };
        porInicio.set(p.inicio, m);
      }
      m.pendientes += p.pendientes;
      m.errores += p.errores;
      for (const c of p.capas) {
        m.capas.push({
          capa_id: c.capa_id,
          nombre: t.nombre,
          indice: c.indice ?? null,
          teselas: { ...c.teselas, url: urlTeselas(c.teselas.url) },
          limites: c.imagen.latLng,
        });
      }
    }
  }
  return [...porInicio.values()].sort((a, b) => b.inicio.localeCompare(a.inicio));
}

/** The kinds a period can show, in the documented order, true colour last. */
export function tiposDe(periodo: PeriodoMapa | undefined): TipoCapa[] {
  if (!periodo) return [];
  const presentes = new Set(periodo.capas.map((c) => c.indice ?? 'color'));
  const tipos: TipoCapa[] = TIPOS_INDICE.filter((t) => presentes.has(t));
  if (presentes.has('color')) tipos.push('color');
  return tipos;
}

/** The kind to show when the user has not chosen one (or chose one the period lacks): NDVI first. */
export function tipoPorDefecto(tipos: readonly TipoCapa[], elegido: TipoCapa | null): TipoCapa {
  if (elegido === 'ninguna') return elegido;
  if (elegido && tipos.includes(elegido)) return elegido;
  return tipos[0] ?? 'ninguna';
}

/** The layers of a period of one kind. */
export function capasDe(periodo: PeriodoMapa | undefined, tipo: TipoCapa): CapaMapa[] {
  if (!periodo || tipo === 'ninguna') return [];
  return periodo.capas.filter((c) => (c.indice ?? 'color') === tipo);
}
