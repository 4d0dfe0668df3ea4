import * as L from 'leaflet';
import { ESTILO_LIMITE_CAPA, nombrarTrazos, panel } from './estilos.ts';

/** A territory's boundary to outline, or nothing when it has none. */
export type Contorno = GeoJSON.Geometry | null | undefined;

/**
 * Outlines the boundary above every raster layer of `map` (its own pane), so a value or a change
 * can be read against the field's edge. Returns what removes it.
 */
export function conContorno(map: L.Map, contorno: Contorno): () => void {
  if (!contorno) return () => undefined;
  const capa = L.geoJSON(contorno, {
    style: ESTILO_LIMITE_CAPA,
    interactive: false,
    pane: panel(map, 'contorno', 400),
  }).addTo(map);
  nombrarTrazos(capa, 'Límite del territorio', 'mapa-limite');
  return () => void capa.remove();
}
