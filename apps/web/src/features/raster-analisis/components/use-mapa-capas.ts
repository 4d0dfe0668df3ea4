import * as L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';
import { useMapaConfig } from '../../../components/mapa/api/get-mapa-config.ts';
import { agregarCapaBase } from '../../../components/mapa/capa-base.ts';

/** What a map needs of a layer: its XYZ tiles and the Leaflet bounds of its whole clip. */
export interface CapaTeselas {
  teselas: { url: string; zmin: number; zmax: number };
  imagen: { latLng: [[number, number], [number, number]] };
}

/**
 * A tile layer of a raster layer in its own pane (above the base map, whatever loads first). Beyond
 * its top zoom the browser scales its tiles (maxNativeZoom) and below its lowest the map scales
 * those, so the layer stays on the same place at every zoom.
 */
export function capaTeselas(map: L.Map, c: CapaTeselas, pane: string, z: number): L.TileLayer {
  if (!map.getPane(pane)) map.createPane(pane).style.zIndex = String(z);
  return L.tileLayer(c.teselas.url, {
    pane,
    minNativeZoom: c.teselas.zmin,
    maxNativeZoom: c.teselas.zmax,
    maxZoom: 22,
    bounds: L.latLngBounds(c.imagen.latLng),
  }).addTo(map);
}

/**
 * A Leaflet map in `div`, with the installation's base layer, framed on `bounds` (the compared
 * layers): created once, removed with the component, told when its box changes size.
 */
export function useMapaCapas(div: RefObject<HTMLDivElement | null>, bounds: L.LatLngBoundsExpression) {
  const [map, setMap] = useState<L.Map | null>(null);
  const config = useMapaConfig().data;
  useEffect(() => {
    const el = div.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: true, minZoom: 3, maxZoom: 22 });
    m.fitBounds(bounds, { padding: [16, 16] });
    const tamano = new ResizeObserver(() => m.invalidateSize());
    tamano.observe(el);
    setMap(m);
    return () => {
      tamano.disconnect();
      m.remove();
      setMap(null);
    };
    // Framed once: a new pair of periods of the same territory keeps the user's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [div]);
  useEffect(() => {
    if (!map || !config) return;
    return agregarCapaBase(map, config);
  }, [map, config]);
  return map;
}
