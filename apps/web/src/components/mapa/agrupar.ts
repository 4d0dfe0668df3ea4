import type * as L from 'leaflet';

export interface Grupo<T> {
  lat: number;
  lon: number;
  items: T[];
}

/**
 * Groups points closer than `px` screen pixels at the map's current zoom (greedy, in input order):
 * the clustering of the territory map, recomputed on every zoom.
 */
export function agrupar<T extends { lat: number; lon: number }>(
  map: L.Map,
  puntos: T[],
  px = 44,
): Grupo<T>[] {
  const grupos: (Grupo<T> & { x: number; y: number })[] = [];
  for (const p of puntos) {
    const { x, y } = map.latLngToLayerPoint([p.lat, p.lon]);
    const g = grupos.find((q) => Math.hypot(q.x - x, q.y - y) < px);
    if (g) {
      g.items.push(p);
      g.lat += (p.lat - g.lat) / g.items.length;
      g.lon += (p.lon - g.lon) / g.items.length;
    } else grupos.push({ lat: p.lat, lon: p.lon, x, y, items: [p] });
  }
  return grupos;
}
