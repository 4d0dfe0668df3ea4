import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { periodosQuery, type PeriodoRaster } from '../indices/api/get-periodos.ts';
import { valorQuery } from '../indices/api/get-valor.ts';
import {
  capasDe,
  tipoPorDefecto,
  tiposDe,
  unirPeriodos,
  type PeriodoMapa,
  type TipoCapa,
} from './capas-periodo.ts';
import type { CapaMapa, CapasRaster } from './use-capas-mapa.ts';

/** The company map reads the periods of at most this many territories (one request each). */
export const MAX_PARCELAS_CAPAS = 25;

export interface EstadoCapas {
  periodos: PeriodoMapa[];
  periodo: PeriodoMapa | undefined;
  elegirPeriodo: (inicio: string | null) => void;
  tipos: TipoCapa[];
  tipo: TipoCapa;
  elegirTipo: (t: TipoCapa) => void;
  opacidad: number;
  setOpacidad: (o: number) => void;
  /** What the map draws (null: no layer selected or none exists). */
  raster: CapasRaster | null;
  cargando: boolean;
  /** More territories than the map reads layers for. */
  demasiados: boolean;
}

/**
 * State of the map's layers for some territories: their periods merged, the selected period (the
 * newest by default), the kind shown (NDVI by default) and its opacity, and the tap read-out.
 */
export function useCapasRaster(parcelas: readonly { parcela_id: number; nombre: string }[]): EstadoCapas {
  const demasiados = parcelas.length > MAX_PARCELAS_CAPAS;
  const leidos = useMemo(() => (demasiados ? [] : parcelas), [demasiados, parcelas]);
  const qc = useQueryClient();
  const consultas = useQueries({
    queries: leidos.map((t) => periodosQuery(t.parcela_id)),
    combine: juntar,
  });
  const periodos = useMemo(
    () => unirPeriodos(leidos.map((t, i) => ({ nombre: t.nombre, periodos: consultas.datos[i] ?? [] }))),
    [consultas.datos, leidos],
  );
  const [inicio, elegirPeriodo] = useState<string | null>(null);
  const [elegido, elegirTipo] = useState<TipoCapa | null>(null);
  const [opacidad, setOpacidad] = useState(0.85);
  const periodo = periodos.find((p) => p.inicio === inicio) ?? periodos[0];
  const tipos = tiposDe(periodo);
  const tipo = tipoPorDefecto(tipos, elegido);
  const elegidas = capasDe(periodo, tipo);
  // The same layers keep the same array, so the map does not reload their tiles on every render.
  const clave = elegidas.map((c) => `${c.capa_id}:${c.teselas.url}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const capas = useMemo(() => elegidas, [clave]);
  const leer = useCallback(
    async (c: CapaMapa, lat: number, lng: number) => {
      // Rounded to ~1 m: taps on the same spot share a cached answer.
      const r = await qc.fetchQuery(valorQuery(c.capa_id, redondear(lat), redondear(lng)));
      return { valor: r.valor, clase: r.clase };
    },
    [qc],
  );
  const raster = useMemo(() => (capas.length ? { capas, opacidad, leer } : null), [capas, opacidad, leer]);
  return {
    periodos,
    periodo,
    elegirPeriodo,
    tipos,
    tipo,
    elegirTipo,
    opacidad,
    setOpacidad,
    raster,
    cargando: consultas.cargando,
    demasiados,
  };
}

// Stable, so TanStack Query keeps the combined result (structurally shared) between renders.
function juntar(rs: { data?: PeriodoRaster[]; isPending: boolean }[]) {
  return { datos: rs.map((r) => r.data), cargando: rs.some((r) => r.isPending) };
}

const redondear = (v: number) => Math.round(v * 1e5) / 1e5;
