import * as L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
// Natural Earth 1:10m country outlines, shipped by the world-atlas package and served by this site.
import paisesUrl from 'world-atlas/countries-10m.json?url';
import { ZOOM_MAXIMO } from './estilos.ts';

/** Chile and the countries around it (ISO 3166 numeric): all the offline map needs to draw. */
const PAISES = new Set(['152', '032', '604', '068', '076', '600', '858', '238']);

let contornos: Promise<FeatureCollection> | null = null;

/** The outlines, fetched and converted once per page load. */
function cargarContornos(): Promise<FeatureCollection> {
  contornos ??= fetch(paisesUrl)
    .then((r) => r.json() as Promise<Topology>)
    .then((topo) => {
      const fc = feature(topo, topo.objects.countries as GeometryCollection) as FeatureCollection;
      return { ...fc, features: fc.features.filter((f) => PAISES.has(String(f.id))) };
    });
  return contornos;
}

/** Its own pane under the overlays (z 250 < 400), so the opaque land never hides boundaries or images. */
function panel(map: L.Map): string {
  if (!map.getPane('contornos')) map.createPane('contornos').style.zIndex = '250';
  return 'contornos';
}

export interface ConfigMapa {
  tiles_url: string | null;
  tiles_attribution: string;
}

/**
 * The base layer: the installation's raster tiles when MAP_TILES_URL is set, otherwise the country
 * outlines drawn as vectors, which need no network beyond this site.
 */
export function agregarCapaBase(map: L.Map, config: ConfigMapa): () => void {
  if (config.tiles_url) {
    const tiles = L.tileLayer(config.tiles_url, {
      attribution: config.tiles_attribution,
      // Index layers go deeper than the base map: it is scaled up beyond its own last level.
      maxNativeZoom: 19,
      maxZoom: ZOOM_MAXIMO,
    });
    tiles.addTo(map);
    return () => tiles.remove();
  }
  map.getContainer().classList.add('mapa-sin-conexion');
  let capa: L.GeoJSON | null = null;
  let activo = true;
  void cargarContornos().then((fc) => {
    if (!activo) return;
    capa = L.geoJSON(fc, {
      pane: panel(map),
      interactive: false,
      style: { color: '#7d8b6a', weight: 1, fillColor: '#f4f1e4', fillOpacity: 1 },
    });
    capa.addTo(map);
  });
  map.attributionControl.addAttribution('Contornos: Natural Earth');
  return () => {
    activo = false;
    capa?.remove();
  };
}
