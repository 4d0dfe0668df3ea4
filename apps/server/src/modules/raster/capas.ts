// A processed layer as the API shows it: tile and image URLs under /api/v1, its figures with the
// kind's class labels and colours, and the per-class shares of the valid area.
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import type { CapaRaster, EstadisticasCapa } from '@agro/domain/contracts/raster';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import type { rasterCapa } from '../../db/schema/index.ts';

export type FilaCapa = typeof rasterCapa.$inferSelect;

const BASE = `${API_PREFIX}/raster`;

/** Area and share of each class, labelled as the kind's legend. */
export function clasesDe(indice: TipoIndice, clasesM2: number[], areaM2: number) {
  return INDICES[indice].clases.map((c, i) => {
    const m2 = clasesM2[i] ?? 0;
    return {
      etiqueta: c.etiqueta,
      color: c.color,
      area_ha: m2 / 10_000,
      pct: areaM2 > 0 ? (100 * m2) / areaM2 : 0,
    };
  });
}

/** The critical class's share of the valid area (%), the quantity the alerts watch. */
export function pctCritica(c: FilaCapa): number | null {
  if (!c.indice || !c.clases || !c.areaValidaM2) return null;
  return (100 * (c.clases[INDICES[c.indice].claseCritica] ?? 0)) / c.areaValidaM2;
}

function estadisticas(c: FilaCapa): EstadisticasCapa | null {
  if (!c.indice || c.media === null || c.mediana === null || c.p10 === null || c.p90 === null) return null;
  const area = c.areaValidaM2 ?? 0;
  return {
    media: c.media,
    mediana: c.mediana,
    p10: c.p10,
    p90: c.p90,
    desviacion: c.desviacion ?? 0,
    minimo: c.minimo ?? c.media,
    maximo: c.maximo ?? c.media,
    area_ha: area / 10_000,
    clases: clasesDe(c.indice, c.clases ?? [], area),
    histograma: c.histograma ?? { desde: 0, hasta: 0, paso: 1, conteos: [] },
  };
}

export function capaApi(c: FilaCapa): CapaRaster {
  const { ancho, alto, mercator, latLng } = c.imagen;
  return {
    capa_id: c.capaId,
    capa: c.capa,
    indice: c.indice ?? null,
    teselas: {
      url: `${BASE}/capas/${c.capaId}/teselas/{z}/{x}/{y}`,
      zmin: c.teselas.zmin,
      zmax: c.teselas.zmax,
    },
    imagen: { url: `${BASE}/capas/${c.capaId}/imagen`, ancho, alto, mercator, latLng },
    grilla: c.grilla !== null,
    estadisticas: estadisticas(c),
  };
}

/** Storage key of a layer's tile, or null when the tile is outside its zoom range. */
export function claveTesela(
  prefijo: string,
  t: { plantilla: string; zmin: number; zmax: number },
  z: number,
  x: number,
  y: number,
): string | null {
  if (z < t.zmin || z > t.zmax || x >= 2 ** z || y >= 2 ** z) return null;
  return prefijo + t.plantilla.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}
