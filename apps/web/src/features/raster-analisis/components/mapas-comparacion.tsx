import { Badge, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatDate, formatDecimal } from '@agro/domain/format';
import { INDICES, rampaDiferencia, type TipoIndice } from '@agro/domain/indices';
import type { ComparacionRaster } from '../api/get-comparacion.ts';
import { capaTeselas, useMapaCapas, type CapaTeselas } from './use-mapa-capas.ts';

const ALTO = 'min(60vh, 460px)';
type Capa = CapaTeselas & { inicio: string };

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
      style={{ [lado]: 8, zIndex: 800, pointerEvents: 'none' }}
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
export function MapaDeslizar({ c }: { c: ComparacionRaster }) {
  const div = useRef<HTMLDivElement>(null);
  const caja = useRef<HTMLDivElement>(null);
  const map = useMapaCapas(div, encuadre(c));
  const [pos, setPos] = useState(50);
  const posRef = useRef(pos);
  posRef.current = pos;
  const recortar = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!map) return;
    const a = capaTeselas(map, c.a as Capa, 'indice-a', 300);
    const b = capaTeselas(map, c.b as Capa, 'indice-b', 310);
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
    };
  }, [map, c]);
  useEffect(() => recortar.current(), [pos]);

  const mover = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId) || !caja.current) return;
    const r = caja.current.getBoundingClientRect();
    setPos(Math.min(100, Math.max(0, ((e.clientX - r.left) / r.width) * 100)));
  };
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    const paso = e.key === 'ArrowLeft' ? -5 : e.key === 'ArrowRight' ? 5 : 0;
    if (paso === 0) return;
    e.preventDefault();
    setPos((p) => Math.min(100, Math.max(0, p + paso)));
  };
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
      <div
        role="slider"
        tabIndex={0}
        aria-label="Divisor entre el periodo A (izquierda) y el B (derecha)"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pos)}
        aria-valuetext={`${Math.round(pos)} % del ancho muestra el periodo A`}
        onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
        onPointerMove={mover}
        onKeyDown={teclas}
        data-testid="divisor"
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `calc(${pos}% - 14px)`,
          width: 28,
          zIndex: 700,
          cursor: 'ew-resize',
          touchAction: 'none',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <div
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 13,
            width: 2,
            background: '#fff',
            boxShadow: '0 0 3px #0009',
          }}
        />
        <div
          style={{
            width: 24,
            height: 24,
            borderRadius: 12,
            background: '#fff',
            boxShadow: '0 1px 4px #0009',
            zIndex: 1,
            fontSize: 12,
            lineHeight: '24px',
            textAlign: 'center',
          }}
        >
          ⇆
        </div>
      </div>
    </Box>
  );
}

function MapaUno({
  capa,
  etiqueta,
  onMapa,
}: {
  capa: Capa;
  etiqueta: string;
  onMapa: (m: L.Map | null) => void;
}) {
  const div = useRef<HTMLDivElement>(null);
  const map = useMapaCapas(div, [capa.imagen.latLng[0], capa.imagen.latLng[1]]);
  useEffect(() => {
    if (!map) return;
    onMapa(map);
    const t = capaTeselas(map, capa, 'indice', 300);
    return () => {
      t.remove();
      onMapa(null);
    };
  }, [map, capa, onMapa]);
  return (
    <Box pos="relative" h={ALTO} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div ref={div} style={{ height: '100%' }} role="region" aria-label={`Mapa del periodo ${etiqueta}`} />
      <Etiqueta texto={etiqueta} lado="left" />
    </Box>
  );
}

/** Side by side: two maps that pan and zoom together. */
export function MapasLadoALado({ c }: { c: ComparacionRaster }) {
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
      <MapaUno capa={c.a as Capa} etiqueta={`A · ${formatDate(c.a.inicio)}`} onMapa={setMa} />
      <MapaUno capa={c.b as Capa} etiqueta={`B · ${formatDate(c.b.inicio)}`} onMapa={setMb} />
    </SimpleGrid>
  );
}

/** The difference map's legend: the diverging ramp with its values, B − A. */
export function LeyendaDiferencia({ indice, rango }: { indice: TipoIndice; rango: number }) {
  const d = INDICES[indice];
  const rampa = rampaDiferencia(indice);
  const escala = rango / d.rangoDiferencia;
  const marcas = rampa.map(([v]) => v * escala);
  const texto = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatDecimal(Math.abs(v), d.decimales)}`;
  return (
    <Stack
      gap={4}
      role="group"
      aria-label={`Leyenda del mapa de diferencias de ${d.etiqueta}`}
      data-testid="leyenda-diferencia"
    >
      <Text size="sm" fw={600}>
        Diferencia de {d.etiqueta} (B − A){d.unidad ? `, ${d.unidad}` : ''}
      </Text>
      <Box
        h={10}
        style={{
          borderRadius: 3,
          background: `linear-gradient(to right, ${rampa.map(([, c]) => c).join(', ')})`,
        }}
      />
      <Group justify="space-between" gap={0}>
        {marcas.map((v) => (
          <Text key={v} size="xs" c="dimmed">
            {texto(v)}
          </Text>
        ))}
      </Group>
      <Group justify="space-between" gap={0}>
        <Text size="xs" c="red.8">
          Bajó
        </Text>
        <Text size="xs" c="blue.8">
          Subió
        </Text>
      </Group>
    </Stack>
  );
}

/** The difference map B − A on its own map, with its legend. */
export function MapaDiferencia({ c }: { c: ComparacionRaster }) {
  const div = useRef<HTMLDivElement>(null);
  const map = useMapaCapas(div, c.diferencia.imagen.latLng);
  useEffect(() => {
    if (!map) return;
    const t = capaTeselas(map, c.diferencia as CapaTeselas, 'diferencia', 300);
    return () => void t.remove();
  }, [map, c]);
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
