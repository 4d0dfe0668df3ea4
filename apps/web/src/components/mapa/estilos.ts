import * as L from 'leaflet';
import type { ParcelaMapa } from './api/get-parcelas-mapa.ts';

export const CHILE: L.LatLngBoundsExpression = [
  [-56, -76],
  [-17, -66],
];
export const ESTILO_LIMITE: L.PathOptions = {
  color: '#2f7d32',
  weight: 2,
  fillColor: '#66bb6a',
  fillOpacity: 0.25,
};
// With an index or true-colour layer on, the boundary is an outline only: its fill would tint the layer.
export const ESTILO_LIMITE_CAPA: L.PathOptions = { ...ESTILO_LIMITE, fillOpacity: 0, weight: 2.5 };
export const ESTILO_PREVIA: L.PathOptions = {
  color: '#e65100',
  weight: 3,
  dashArray: '6 6',
  fillColor: '#ffb74d',
  fillOpacity: 0.2,
};
// Room around what is framed, so an outline or a pin never touches the edges (the zoom buttons sit top left).
export const MARCO: L.FitBoundsOptions = { padding: [32, 32], maxZoom: 16 };
// Boundaries frame closer than pins alone: a field of a few hectares fills the map, its layer readable.
export const MARCO_LIMITES: L.FitBoundsOptions = { padding: [24, 24], maxZoom: 18 };
/** Deepest zoom of the map: index tiles stop at 21 (~6 cm), one more level scales them up. */
export const ZOOM_MAXIMO = 22;

export const pin = (t: ParcelaMapa) =>
  L.divIcon({
    className: t.is_active ? 'mapa-pin' : 'mapa-pin mapa-pin-inactivo',
    html: '<span class="mapa-pin-punto"></span>',
    iconSize: [26, 26],
    iconAnchor: [13, 26],
    popupAnchor: [0, -24],
  });

export const racimo = (n: number) =>
  L.divIcon({
    className: 'mapa-racimo',
    html: `<span>${n}</span>`,
    iconSize: [38, 38],
    iconAnchor: [19, 19],
  });

/** A pane of its own at a z-index (created once per map). */
export function panel(map: L.Map, nombre: string, z: number): string {
  if (!map.getPane(nombre)) map.createPane(nombre).style.zIndex = String(z);
  return nombre;
}

/** Names the SVG paths of a GeoJSON layer for assistive technology and tests (they exist once on the map). */
export function nombrarTrazos(capa: L.GeoJSON, nombre: string, clase: string) {
  capa.eachLayer((l) => {
    const path = (l as L.Path).getElement();
    // A name needs a role: an SVG path has none of its own.
    path?.setAttribute('role', 'img');
    path?.setAttribute('aria-label', nombre);
    path?.classList.add(clase);
  });
}
