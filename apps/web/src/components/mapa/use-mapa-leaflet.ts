import * as L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';
import { useMapaConfig } from './api/get-mapa-config.ts';
import { agregarCapaBase } from './capa-base.ts';
import { CHILE, ZOOM_MAXIMO } from './estilos.ts';

/**
 * Creates the Leaflet map in `div` with its base layer, framed on `encuadre` (Chile when none); the
 * map is state so the layers' effects follow it. Framed once: later changes keep the user's view.
 */
export function useMapaLeaflet(
  div: RefObject<HTMLDivElement | null>,
  encuadre?: L.LatLngBoundsExpression,
): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  const config = useMapaConfig().data;

  useEffect(() => {
    const el = div.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: true, minZoom: 3, maxZoom: ZOOM_MAXIMO, worldCopyJump: false });
    if (encuadre) m.fitBounds(encuadre, { padding: [16, 16] });
    else m.fitBounds(CHILE);
    setMap(m);
    // The map may get its final size after it is framed (lazy chunk, a card laid out late): Leaflet
    // must learn it, or the framing is off and the top of what it shows is cut.
    const tamano = new ResizeObserver(() => m.invalidateSize());
    tamano.observe(el);
    return () => {
      tamano.disconnect();
      m.remove();
      setMap(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [div]);

  useEffect(() => {
    if (!map || !config) return;
    return agregarCapaBase(map, config);
  }, [map, config]);

  return map;
}
