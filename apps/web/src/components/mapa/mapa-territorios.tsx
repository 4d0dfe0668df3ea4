import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './mapa.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Geometria } from '@agro/domain/limites';
import { agrupar } from './agrupar.ts';
import type { TerritorioMapa } from './api/get-territorios-mapa.ts';
import { useMapaConfig } from './api/get-mapa-config.ts';
import { agregarCapaBase } from './capa-base.ts';
import { popupDe, type Enlaces } from './popup.ts';

/** The latest image laid over a boundary's box ([west, south, east, north]). */
export interface Superposicion {
  url: string;
  bbox: [number, number, number, number];
  opacidad: number;
}

export interface MapaProps {
  territorios: TerritorioMapa[];
  enlaces?: (t: TerritorioMapa) => Enlaces;
  /** CSS height of the map. */
  alto: number | string;
  /** Accessible name of the map region. */
  etiqueta: string;
  superposicion?: Superposicion | null;
  /** Click-to-add-vertex drawing: the vertices so far ([lon, lat]) and what a click adds. */
  dibujo?: { puntos: number[][]; agregar: (p: [number, number]) => void } | null;
  /** A boundary file's outline not saved yet: drawn dashed over the current one, and framed. */
  previa?: Geometria | null;
}

const CHILE: L.LatLngBoundsExpression = [
  [-56, -76],
  [-17, -66],
];
const ESTILO_LIMITE: L.PathOptions = { color: '#2f7d32', weight: 2, fillColor: '#66bb6a', fillOpacity: 0.25 };
const ESTILO_PREVIA: L.PathOptions = {
  color: '#e65100',
  weight: 3,
  dashArray: '6 6',
  fillColor: '#ffb74d',
  fillOpacity: 0.2,
};
// Room around what is framed, so an outline or a pin never touches the edges (the zoom buttons sit top left).
const MARCO: L.FitBoundsOptions = { padding: [32, 32], maxZoom: 16 };

const pin = (t: TerritorioMapa) =>
  L.divIcon({
    className: t.is_active ? 'mapa-pin' : 'mapa-pin mapa-pin-inactivo',
    html: '<span class="mapa-pin-punto"></span>',
    iconSize: [26, 26],
    iconAnchor: [13, 26],
    popupAnchor: [0, -24],
  });

const racimo = (n: number) =>
  L.divIcon({
    className: 'mapa-racimo',
    html: `<span>${n}</span>`,
    iconSize: [38, 38],
    iconAnchor: [19, 19],
  });

/** Leaflet map of territories: markers (grouped when close), boundaries, popups, an image overlay and drawing. */
export function MapaTerritorios({
  territorios,
  enlaces,
  alto,
  etiqueta,
  superposicion,
  dibujo,
  previa,
}: MapaProps) {
  const div = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const config = useMapaConfig().data;
  const navigate = useNavigate();
  const navegar = useRef(navigate);
  navegar.current = navigate;
  // Frames the territories again (after a preview is dismissed).
  const encuadrar = useRef<() => void>(() => undefined);

  useEffect(() => {
    const map = L.map(div.current!, { zoomControl: true, minZoom: 3, worldCopyJump: false });
    map.fitBounds(CHILE);
    mapRef.current = map;
    // The map may get its final size after it is framed (lazy chunk, a card laid out late): Leaflet
    // must learn it, or the framing is off and the top of what it shows is cut.
    const tamano = new ResizeObserver(() => map.invalidateSize());
    tamano.observe(div.current!);
    return () => {
      tamano.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !config) return;
    return agregarCapaBase(map, config);
  }, [config]);

  // Boundaries, markers and their grouping, and the view that fits them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const limites = L.featureGroup();
    const marcadores = L.layerGroup().addTo(map);
    // A popup taller than the map cannot be panned into view: it scrolls inside instead.
    const abrir = (t: TerritorioMapa, layer: L.Layer) =>
      layer.bindPopup(() => popupDe(t, enlaces?.(t) ?? {}, (to) => navegar.current(to)), {
        minWidth: 200,
        maxHeight: Math.max(160, map.getSize().y - 90),
        autoPanPadding: [16, 16],
      });
    const capas: [L.GeoJSON, TerritorioMapa][] = [];
    for (const t of territorios) {
      if (!t.limite) continue;
      const capa = L.geoJSON(t.limite.geometria as GeoJSON.Geometry, { style: ESTILO_LIMITE });
      abrir(t, capa);
      limites.addLayer(capa);
      capas.push([capa, t]);
    }
    limites.addTo(map);
    // Named for assistive technology and tests; the SVG paths exist once the layer is on the map.
    for (const [capa, t] of capas)
      capa.eachLayer((l) => {
        const path = (l as L.Path).getElement();
        // A name needs a role: an SVG path has none of its own.
        path?.setAttribute('role', 'img');
        path?.setAttribute('aria-label', `Límite de ${t.nombre}`);
        path?.classList.add('mapa-limite');
      });
    const dibujar = () => {
      marcadores.clearLayers();
      for (const g of agrupar(map, territorios)) {
        if (g.items.length === 1) {
          const t = g.items[0]!;
          const m = L.marker([t.lat, t.lon], {
            icon: pin(t),
            title: t.nombre,
            alt: t.nombre,
            keyboard: true,
          });
          abrir(t, m);
          marcadores.addLayer(m);
        } else {
          const m = L.marker([g.lat, g.lon], {
            icon: racimo(g.items.length),
            title: `${g.items.length} territorios: ${g.items.map((t) => t.nombre).join(', ')}`,
            keyboard: true,
          });
          const bounds = L.latLngBounds(g.items.map((t) => [t.lat, t.lon] as [number, number]));
          m.on('click', () => map.fitBounds(bounds.pad(0.5), { maxZoom: map.getZoom() + 4 }));
          marcadores.addLayer(m);
        }
      }
    };
    const bounds = L.latLngBounds(territorios.map((t) => [t.lat, t.lon] as [number, number]));
    if (limites.getLayers().length) bounds.extend(limites.getBounds());
    encuadrar.current = () => {
      if (bounds.isValid()) map.fitBounds(bounds, MARCO);
    };
    encuadrar.current();
    dibujar();
    map.on('zoomend', dibujar);
    return () => {
      map.off('zoomend', dibujar);
      limites.remove();
      marcadores.remove();
    };
  }, [territorios, enlaces]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !superposicion) return;
    const [w, s, e, n] = superposicion.bbox;
    // Above the boundaries (overlay pane, z 400), under markers and popups.
    if (!map.getPane('imagen')) map.createPane('imagen').style.zIndex = '450';
    const img = L.imageOverlay(
      superposicion.url,
      [
        [s, w],
        [n, e],
      ],
      { pane: 'imagen', alt: 'Última imagen del territorio' },
    ).addTo(map);
    img.setOpacity(superposicion.opacidad);
    return () => void img.remove();
  }, [superposicion]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !previa) return;
    const capa = L.geoJSON(previa as GeoJSON.Geometry, { style: ESTILO_PREVIA, interactive: false }).addTo(
      map,
    );
    capa.eachLayer((l) => {
      const path = (l as L.Path).getElement();
      path?.setAttribute('role', 'img');
      path?.setAttribute('aria-label', 'Vista previa del nuevo límite');
      path?.classList.add('mapa-limite-previa');
    });
    map.fitBounds(capa.getBounds(), { ...MARCO, maxZoom: 17 });
    return () => {
      capa.remove();
      encuadrar.current();
    };
  }, [previa]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !dibujo) return;
    const capa = L.layerGroup().addTo(map);
    const latlngs = dibujo.puntos.map(([lon, lat]) => [lat!, lon!] as [number, number]);
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
  }, [dibujo]);

  return (
    <div
      ref={div}
      role="region"
      aria-label={etiqueta}
      className="mapa-territorios"
      style={{ height: alto }}
    />
  );
}
