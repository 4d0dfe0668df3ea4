import * as L from 'leaflet';
import { useEffect, type MutableRefObject } from 'react';
import type { Geometria } from '@agro/domain/limites';
import { ESTILO_LIMITE, ESTILO_PREVIA, MARCO, nombrarTrazos, panel } from './estilos.ts';

/** The latest image laid over a boundary's box ([west, south, east, north]). */
export interface Superposicion {
  url: string;
  bbox: [number, number, number, number];
  opacidad: number;
}

/** Click-to-add-vertex drawing: the vertices so far ([lon, lat]) and what a click adds. */
export interface Dibujo {
  puntos: number[][];
  agregar: (p: [number, number]) => void;
}

/** The latest report image over the boundary's box, above the boundaries and under markers and popups. */
export function useSuperposicion(map: L.Map | null, superposicion: Superposicion | null | undefined) {
  useEffect(() => {
    if (!map || !superposicion) return;
    const [w, s, e, n] = superposicion.bbox;
    const img = L.imageOverlay(
      superposicion.url,
      [
        [s, w],
        [n, e],
      ],
      { pane: panel(map, 'imagen', 450), alt: 'Última imagen del territorio' },
    ).addTo(map);
    img.setOpacity(superposicion.opacidad);
    return () => void img.remove();
  }, [map, superposicion]);
}

/** A boundary file's outline not saved yet: drawn dashed over the current one, and framed. */
export function usePrevia(
  map: L.Map | null,
  previa: Geometria | null | undefined,
  encuadrar: MutableRefObject<() => void>,
) {
  useEffect(() => {
    if (!map || !previa) return;
    const capa = L.geoJSON(previa as GeoJSON.Geometry, { style: ESTILO_PREVIA, interactive: false }).addTo(
      map,
    );
    nombrarTrazos(capa, 'Vista previa del nuevo límite', 'mapa-limite-previa');
    map.fitBounds(capa.getBounds(), { ...MARCO, maxZoom: 17 });
    return () => {
      capa.remove();
      // The latest framing on purpose: the territories may have changed while the preview was shown.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      encuadrar.current();
    };
  }, [map, previa, encuadrar]);
}

/** Drawing a boundary by clicking its vertices. */
export function useDibujo(map: L.Map | null, dibujo: Dibujo | null | undefined) {
  useEffect(() => {
    if (!map || !dibujo) return;
    const capa = L.layerGroup().addTo(map);
    const latlngs = dibujo.puntos.map(([lon = 0, lat = 0]) => [lat, lon] as [number, number]);
    if (latlngs.length >= 3)
      L.polygon(latlngs, { ...ESTILO_LIMITE, color: '#e65100', dashArray: '4 4' }).addTo(capa);
    else if (latlngs.length === 2) L.polyline(latlngs, { color: '#e65100' }).addTo(capa);
    for (const ll of latlngs) L.circleMarker(ll, { radius: 5, color: '#e65100', fillOpacity: 1 }).addTo(capa);
    const click = (ev: L.LeafletMouseEvent) => dibujo.agregar([ev.latlng.lng, ev.latlng.lat]);
    map.on('click', click);
    map.getContainer().classList.add('mapa-dibujando');
    return () => {
      map.off('click', click);
      map.getContainer().classList.remove('mapa-dibujando');
      capa.remove();
    };
  }, [map, dibujo]);
}
