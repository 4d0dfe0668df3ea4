import { Badge, Box, SimpleGrid, Stack } from '@mantine/core';
import type * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@agro/domain/format';
import type { TipoIndice } from '@agro/domain/indices';
import { capaTeselas, type Teselas } from '../../../components/mapa/capa-teselas.ts';
import { conContorno, type Contorno } from '../../../components/mapa/contorno.ts';
import { useMapaLeaflet } from '../../../components/mapa/use-mapa-leaflet.ts';
import type { ComparacionRaster } from '../api/get-comparacion.ts';
import { DivisorDeslizar } from './divisor-deslizar.tsx';
import { LeyendaDiferencia } from './leyenda-diferencia.tsx';

const ALTO = 'min(60vh, 460px)';
/** What a map needs of a layer: its tiles and the Leaflet bounds of its whole clip. */
interface CapaTeselas {
  teselas: Teselas;
  imagen: { latLng: [[number, number], [number, number]] };
}
type Capa = CapaTeselas & { inicio: string };

const sobre = (map: L.Map, c: CapaTeselas, pane: string, z: number) =>
  capaTeselas(map, c.teselas, c.imagen.latLng, { pane, z });

/** What every comparison map takes: the comparison and the territory's boundary to outline. */
interface PropsMapa {
  c: ComparacionRaster;
  contorno: Contorno;
}

const encuadre = (c: ComparacionRaster): L.LatLngBoundsExpression => [
  [
    Math.min(c.a.imagen.latLng[0][0], c.b.imagen.latLng[0][0]),
    Math.min(c.a.imagen.latLng[0][1], c.b.imagen.latLng[0][1]),
  ],
  [
    Math.max(c.a.imagen.latLng[1][0], c.b.imagen.latLng[1][0]),
    Math.max(c.a.imagen.latLng[1][1], c.b.imagen.latLng[1][1]),
  ],
];

function Etiqueta({ texto, lado }: { texto: string; lado: 'left' | 'right' }) {
  return (
    <Badge
      pos="absolute"
      top={8}
      // Left labels clear the zoom buttons.
      style={{ [lado]: lado === 'left' ? 52 : 8, zIndex: 800, pointerEvents: 'none' }}
      color="dark"
      variant="filled"
    >
      {texto}
    </Badge>
  );
}

/**
 * Swipe: one map with A under B, B cut away left of a divider the user drags (or moves with the
 * arrow keys), so both periods sit on exactly the same ground.
 */
export function MapaDeslizar({ c, contorno }: PropsMapa) {
  const div = useRef<HTMLDivElement>(null);
  const caja = useRef<HTMLDivElement>(null);
  const map = useMapaLeaflet(div, encuadre(c));
  const [pos, setPos] = useState(50);
  const posRef = useRef(pos);
  posRef.current = pos;
  const recortar = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!map) return;
    const a = sobre(map, c.a, 'indice-a', 300);
    const b = sobre(map, c.b, 'indice-b', 310);
    const quitarContorno = conContorno(map, contorno);
    const pane = map.getPane('indice-b');
    // The pane lives in the map's layer coordinates, which pan with the map: the cut is recomputed on every move.
    recortar.current = () => {
      if (!pane) return;
      const tam = map.getSize();
      const nw = map.containerPointToLayerPoint([0, 0]);
      const se = map.containerPointToLayerPoint(tam);
      const x = nw.x + (tam.x * posRef.current) / 100;
      pane.style.clip = `rect(${nw.y}px, ${se.x}px, ${se.y}px, ${x}px)`;
    };
    recortar.current();
    map.on('move zoom resize zoomend', recortar.current);
    return () => {
      map.off('move zoom resize zoomend', recortar.current);
      a.remove();
      b.remove();
      quitarContorno();
    };
  }, [map, c, contorno]);
  useEffect(() => recortar.current(), [pos]);

  return (
    <Box ref={caja} pos="relative" h={ALTO} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div
        ref={div}
        style={{ height: '100%' }}
        role="region"
        aria-label="Mapa de comparación deslizante"
        data-testid="mapa-deslizar"
      />
      <Etiqueta texto={`A · ${formatDate(c.a.inicio)}`} lado="left" />
      <Etiqueta texto={`B · ${formatDate(c.b.inicio)}`} lado="right" />
      <DivisorDeslizar pos={pos} onPos={setPos} caja={caja} />
    </Box>
  );
}

function MapaUno({
  capa,
  etiqueta,
  contorno,
  onMapa,
}: {
  capa: Capa;
  etiqueta: string;
  contorno: Contorno;
  onMapa: (m: L.Map | null) => void;
}) {
  const div = useRef<HTMLDivElement>(null);
  const map = useMapaLeaflet(div, [capa.imagen.latLng[0], capa.imagen.latLng[1]]);
  useEffect(() => {
    if (!map) return;
    onMapa(map);
    const t = sobre(map, capa, 'indice', 300);
    const quitarContorno = conContorno(map, contorno);
    return () => {
      t.remove();
      quitarContorno();
      onMapa(null);
    };
  }, [map, capa, contorno, onMapa]);
  return (
    <Box pos="relative" h={ALTO} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div ref={div} style={{ height: '100%' }} role="region" aria-label={`Mapa del periodo ${etiqueta}`} />
      <Etiqueta texto={etiqueta} lado="left" />
    </Box>
  );
}

/** Side by side: two maps that pan and zoom together. */
export function MapasLadoALado({ c, contorno }: PropsMapa) {
  const [ma, setMa] = useState<L.Map | null>(null);
  const [mb, setMb] = useState<L.Map | null>(null);
  useEffect(() => {
    if (!ma || !mb) return;
    let sincronizando = false;
    const seguir = (de: L.Map, a: L.Map) => () => {
      if (sincronizando) return;
      sincronizando = true;
      a.setView(de.getCenter(), de.getZoom(), { animate: false });
      sincronizando = false;
    };
    const fa = seguir(ma, mb);
    const fb = seguir(mb, ma);
    mb.setView(ma.getCenter(), ma.getZoom(), { animate: false });
    ma.on('move', fa);
    mb.on('move', fb);
    return () => {
      ma.off('move', fa);
      mb.off('move', fb);
    };
  }, [ma, mb]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="mapas-lado">
      <MapaUno
        capa={c.a as Capa}
        etiqueta={`A · ${formatDate(c.a.inicio)}`}
        contorno={contorno}
        onMapa={setMa}
      />
      <MapaUno
        capa={c.b as Capa}
        etiqueta={`B · ${formatDate(c.b.inicio)}`}
        contorno={contorno}
        onMapa={setMb}
      />
    </SimpleGrid>
  );
}

/** The difference map B − A on its own map, with its legend. */
export function MapaDiferencia({ c, contorno }: PropsMapa) {
  const div = useRef<HTMLDivElement>(null);
  const map = useMapaLeaflet(div, c.diferencia.imagen.latLng);
  useEffect(() => {
    if (!map) return;
    const t = sobre(map, c.diferencia, 'diferencia', 300);
    const quitarContorno = conContorno(map, contorno);
    return () => {
      t.remove();
      quitarContorno();
    };
  }, [map, c, contorno]);
  return (
    <Stack gap="xs">
      <Box h={ALTO} style={{ borderRadius: 8, overflow: 'hidden' }}>
        <div
          ref={div}
          style={{ height: '100%' }}
          role="region"
          aria-label="Mapa de diferencias"
          data-testid="mapa-diferencia"
        />
      </Box>
      <LeyendaDiferencia indice={c.indice as TipoIndice} rango={c.diferencia.rango} />
    </Stack>
  );
}
