import * as L from 'leaflet';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import { agrupar } from './agrupar.ts';
import type { ParcelaMapa } from './api/get-parcelas-mapa.ts';
import {
  ESTILO_LIMITE,
  ESTILO_LIMITE_CAPA,
  MARCO,
  MARCO_LIMITES,
  nombrarTrazos,
  pin,
  racimo,
} from './estilos.ts';
import { popupDe, type Enlaces } from './popup.ts';

/**
 * Boundaries, markers (grouped when close) with their popups, and the view that frames them. With a
 * layer on (`conCapa`) the boundaries are outlines that let clicks through to the value read-out.
 * Returns what frames the territories again (after a preview is dismissed).
 */
export function useLimites(
  map: L.Map | null,
  parcelas: ParcelaMapa[],
  enlaces: ((t: ParcelaMapa) => Enlaces) | undefined,
  conCapa: boolean,
): MutableRefObject<() => void> {
  const navigate = useNavigate();
  const navegar = useRef(navigate);
  navegar.current = navigate;
  const encuadrar = useRef<() => void>(() => undefined);
  // What was framed last: turning a layer on or off redraws the boundaries but keeps the user's view.
  const encuadrado = useRef<{ map: L.Map; parcelas: ParcelaMapa[] } | null>(null);

  useEffect(() => {
    if (!map) return;
    const limites = L.featureGroup();
    const marcadores = L.layerGroup().addTo(map);
    // A popup taller than the map cannot be panned into view: it scrolls inside instead.
    const abrir = (t: ParcelaMapa, layer: L.Layer) =>
      layer.bindPopup(() => popupDe(t, enlaces?.(t) ?? {}, (to) => navegar.current(to)), {
        minWidth: 200,
        maxHeight: Math.max(160, map.getSize().y - 90),
        autoPanPadding: [16, 16],
      });
    const capas: [L.GeoJSON, ParcelaMapa][] = [];
    for (const t of parcelas) {
      if (!t.limite) continue;
      const capa = L.geoJSON(t.limite.geometria as GeoJSON.Geometry, {
        style: conCapa ? ESTILO_LIMITE_CAPA : ESTILO_LIMITE,
        interactive: !conCapa,
      });
      if (!conCapa) abrir(t, capa);
      limites.addLayer(capa);
      capas.push([capa, t]);
    }
    limites.addTo(map);
    for (const [capa, t] of capas) nombrarTrazos(capa, `Límite de ${t.nombre}`, 'mapa-limite');
    const dibujar = () => {
      marcadores.clearLayers();
      for (const g of agrupar(map, parcelas)) marcadores.addLayer(marcador(map, g, abrir));
    };
    const bounds = L.latLngBounds(parcelas.map((t) => [t.lat, t.lon] as [number, number]));
    const conLimites = limites.getLayers().length > 0;
    if (conLimites) bounds.extend(limites.getBounds());
    encuadrar.current = () => {
      if (bounds.isValid()) map.fitBounds(bounds, conLimites ? MARCO_LIMITES : MARCO);
    };
    const previo = encuadrado.current;
    if (previo?.map !== map || previo.parcelas !== parcelas) encuadrar.current();
    encuadrado.current = { map, parcelas };
    dibujar();
    map.on('zoomend', dibujar);
    return () => {
      map.off('zoomend', dibujar);
      limites.remove();
      marcadores.remove();
    };
  }, [map, parcelas, enlaces, conCapa]);

  return encuadrar;
}

/** One territory's pin, or a numbered group that zooms in on its territories when clicked. */
function marcador(
  map: L.Map,
  g: { lat: number; lon: number; items: ParcelaMapa[] },
  abrir: (t: ParcelaMapa, layer: L.Layer) => void,
): L.Marker {
  const [t] = g.items;
  if (g.items.length === 1 && t) {
    const m = L.marker([t.lat, t.lon], { icon: pin(t), title: t.nombre, alt: t.nombre, keyboard: true });
    abrir(t, m);
    return m;
  }
  const m = L.marker([g.lat, g.lon], {
    icon: racimo(g.items.length),
    title: `${g.items.length} territorios: ${g.items.map((x) => x.nombre).join(', ')}`,
    keyboard: true,
  });
  const bounds = L.latLngBounds(g.items.map((x) => [x.lat, x.lon] as [number, number]));
  m.on('click', () => map.fitBounds(bounds.pad(0.5), { maxZoom: map.getZoom() + 4 }));
  return m;
}
