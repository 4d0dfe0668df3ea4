import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { TipoIndice } from '@agro/domain/indices';
import { capaTeselas, type Teselas } from './capa-teselas.ts';
import { popupLectura, type Lectura } from './popup-lectura.ts';

/** One territory's layer of the selected period, as the map draws it. */
export interface CapaMapa {
  capa_id: number;
  /** Territory's name (read-out popup). */
  nombre: string;
  /** The index it paints; null for the true-colour layer. */
  indice: TipoIndice | null;
  /** XYZ template with {z}/{x}/{y} and the zooms that exist; beyond them Leaflet scales the tiles. */
  teselas: Teselas;
  /** [[south, west], [north, east]] of what the tiles cover. */
  limites: [[number, number], [number, number]];
}

/** The layers to show and how opaque; `leer` answers a tap's value on an index layer. */
export interface CapasRaster {
  capas: CapaMapa[];
  opacidad: number;
  leer: (capa: CapaMapa, lat: number, lng: number) => Promise<Lectura>;
}

/**
 * The selected layers as tile layers above the boundaries' fill and under the outlines' strokes
 * would hide them: an own pane over the overlay pane. A click on an index layer reads its value there.
 * Disabled while drawing (a click then adds a vertex).
 */
export function useCapasMapa(map: L.Map | null, raster: CapasRaster | null | undefined, dibujando: boolean) {
  const capas = raster?.capas;
  const opacidad = raster?.opacidad ?? 1;
  const tiles = useRef<L.TileLayer[]>([]);
  // New layers start at the current opacity; moving the slider changes it without reloading tiles.
  const opacidadInicial = useRef(opacidad);
  opacidadInicial.current = opacidad;
  const leer = useRef(raster?.leer);
  leer.current = raster?.leer;

  useEffect(() => {
    if (!map || !capas?.length) return;
    const capasLeaflet = capas.map((c) =>
      capaTeselas(map, c.teselas, c.limites, {
        pane: 'indices',
        z: 390,
        opacity: opacidadInicial.current,
        className: c.indice ? 'mapa-capa-indice' : 'mapa-capa-color',
      }),
    );
    tiles.current = capasLeaflet;
    return () => {
      for (const t of capasLeaflet) t.remove();
      tiles.current = [];
    };
  }, [map, capas]);

  useEffect(() => {
    for (const t of tiles.current) t.setOpacity(opacidad);
  }, [opacidad, capas]);

  useEffect(() => {
    const indices = capas?.filter((c) => c.indice);
    if (!map || !indices?.length || dibujando) return;
    map.getContainer().classList.add('mapa-lectura-activa');
    const click = (ev: L.LeafletMouseEvent) => {
      const capa = indices.find((c) => L.latLngBounds(c.limites).contains(ev.latlng));
      const fn = leer.current;
      if (!capa || !fn) return;
      const popup = L.popup({ minWidth: 160, autoPanPadding: [16, 16] })
        .setLatLng(ev.latlng)
        .setContent(popupLectura(capa, null))
        .openOn(map);
      fn(capa, ev.latlng.lat, ev.latlng.lng).then(
        (l) => popup.setContent(popupLectura(capa, l)),
        () => popup.setContent(popupLectura(capa, 'error')),
      );
    };
    map.on('click', click);
    return () => {
      map.off('click', click);
      map.getContainer().classList.remove('mapa-lectura-activa');
    };
  }, [map, capas, dibujando]);
}
