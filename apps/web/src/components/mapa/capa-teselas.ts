import * as L from 'leaflet';
import { ZOOM_MAXIMO, panel } from './estilos.ts';

/** A raster layer's XYZ template with {z}/{x}/{y} and the zooms the server wrote. */
export interface Teselas {
  url: string;
  zmin: number;
  zmax: number;
}

export interface OpcionesTeselas {
  /** Pane of its own, above the base map whatever loads first. */
  pane: string;
  z: number;
  opacity?: number;
  className?: string;
}

/**
 * A raster layer's tiles on `map`, within `limites` (the clip's Leaflet bounds). Beyond its top zoom
 * the browser scales its tiles (maxNativeZoom) and below its lowest the map scales those, so the
 * layer stays on the same ground at every zoom.
 */
export function capaTeselas(
  map: L.Map,
  teselas: Teselas,
  limites: L.LatLngBoundsExpression,
  o: OpcionesTeselas,
): L.TileLayer {
  return L.tileLayer(teselas.url, {
    pane: panel(map, o.pane, o.z),
    minNativeZoom: teselas.zmin,
    maxNativeZoom: teselas.zmax,
    maxZoom: ZOOM_MAXIMO,
    bounds: L.latLngBounds(limites as L.LatLngBoundsLiteral),
    opacity: o.opacity ?? 1,
    ...(o.className ? { className: o.className } : {}),
    // A tile the server did not write is empty (transparent): nothing to retry.
    errorTileUrl: '',
  }).addTo(map);
}
