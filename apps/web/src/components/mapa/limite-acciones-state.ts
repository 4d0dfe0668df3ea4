import { validarGeometria, type Geometria } from '@agro/domain/limites';

/** What the boundary panel shows: a file previewed on the map, a drawing in progress, or the actions. */
export type ModoLimite = 'previa' | 'dibujo' | 'acciones';

// A preview wins over a drawing: choosing a file while drawing shows what the file would save.
export function modoLimite(previa: unknown, puntos: number[][] | null): ModoLimite {
  if (previa) return 'previa';
  if (puntos) return 'dibujo';
  return 'acciones';
}

/**
 * The drawn vertices as a closed polygon (GeoJSON repeats the first vertex at the end), or the
 * reason it cannot be saved, checked by the same rule the server applies.
 */
export function poligonoDibujado(puntos: number[][]): { geometria: Geometria } | { problema: string } {
  const geometria: Geometria = { type: 'Polygon', coordinates: [[...puntos, puntos[0]!]] };
  const problema = validarGeometria(geometria);
  return problema ? { problema } : { geometria };
}
