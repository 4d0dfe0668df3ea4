import 'leaflet/dist/leaflet.css';
import './mapa.css';
import { useRef } from 'react';
import type { Geometria } from '@agro/domain/limites';
import type { ParcelaMapa } from './api/get-parcelas-mapa.ts';
import type { Enlaces } from './popup.ts';
import { useCapasMapa, type CapasRaster } from './use-capas-mapa.ts';
import { useDibujo, usePrevia, useSuperposicion, type Dibujo, type Superposicion } from './use-edicion.ts';
import { useLimites } from './use-limites.ts';
import { useMapaLeaflet } from './use-mapa-leaflet.ts';

export type { Superposicion };

export interface MapaProps {
  parcelas: ParcelaMapa[];
  enlaces?: (t: ParcelaMapa) => Enlaces;
  /** CSS height of the map. */
  alto: number | string;
  /** Accessible name of the map region. */
  etiqueta: string;
  superposicion?: Superposicion | null;
  /** The selected period's index or true-colour layers, with a tap read-out of index values. */
  raster?: CapasRaster | null;
  /** Click-to-add-vertex drawing: the vertices so far ([lon, lat]) and what a click adds. */
  dibujo?: Dibujo | null;
  /** A boundary file's outline not saved yet: drawn dashed over the current one, and framed. */
  previa?: Geometria | null;
}

/**
 * Leaflet map of territories: markers (grouped when close), boundaries, popups, index and true-colour
 * layers with a value read-out, an image overlay and drawing. Each concern is a hook of its own.
 */
export function MapaParcelas(props: MapaProps) {
  const div = useRef<HTMLDivElement>(null);
  const map = useMapaLeaflet(div);
  const conCapa = !!props.raster?.capas.length;
  const encuadrar = useLimites(map, props.parcelas, props.enlaces, conCapa);
  useCapasMapa(map, props.raster, !!props.dibujo);
  useSuperposicion(map, props.superposicion);
  usePrevia(map, props.previa, encuadrar);
  useDibujo(map, props.dibujo);
  return (
    <div
      ref={div}
      role="region"
      aria-label={props.etiqueta}
      className="mapa-territorios"
      style={{ height: props.alto }}
    />
  );
}
