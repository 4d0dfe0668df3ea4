import { useEffect, useState } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import type { DescRaster } from '@agro/domain/schemas/raster';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { validarDesc } from './desc-raster.ts';
import {
  asignar,
  conDesc,
  porRecordar,
  repartir,
  sinRetomados,
  trasValidar,
  type Item,
  type Rechazo,
} from './items.ts';
import { guardarPendientes, leerPendientes, type Pendiente } from './pendientes.ts';
import { Transferencias } from './transferencias.ts';

export { vigentes, type Estado, type Item, type Rechazo } from './items.ts';

// What the browser remembers of the period: read when the period changes, written on every change,
// offered until the same files are dropped again.
function usePendientes(servicioId: number | null, rango: Rango | null, items: Item[]) {
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);
  const periodo = servicioId && rango ? `${servicioId}:${rango.inicio}` : null;
  useEffect(() => {
    setPendientes(servicioId && rango ? leerPendientes(servicioId, rango.inicio) : []);
  }, [periodo]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (servicioId && rango) guardarPendientes(servicioId, rango.inicio, porRecordar(items, pendientes));
  }, [items, pendientes, servicioId, rango]);
  return [pendientes, setPendientes] as const;
}

// Back online: restart at once whatever was waiting for the connection.
function useReanudarAlVolver(items: Item[], t: Transferencias) {
  useEffect(() => {
    const volver = () => items.filter((i) => i.estado === 'error').forEach((i) => t.reanudar(i.key));
    window.addEventListener('online', volver);
    return () => window.removeEventListener('online', volver);
  }, [items, t]);
}

const metaDe = (servicioId: number, rango: Rango, item: Item, file: File): MetadatosSubida => ({
  servicio_id: servicioId,
  grupo: item.grupo,
  start: rango.inicio,
  end: rango.termino,
  campo: item.campo,
  filename: file.name,
});

/**
 * The resumable uploads of one period: files dropped on a step go to their slots and start at
 * once (a GeoTIFF once staff have described it); each can be paused, resumed or cancelled;
 * unfinished ones are remembered for the period so that dropping the same file after a reload
 * continues it.
 */
export function useSubidas(servicioId: number | null, rango: Rango | null) {
  const [items, setItems] = useState<Item[]>([]);
  const [t] = useState(() => new Transferencias(setItems));
  const [pendientes, setPendientes] = usePendientes(servicioId, rango, items);
  useReanudarAlVolver(items, t);

  /** Assigns dropped files to the group's free slots and starts them; the files that fit none. */
  function agregar(grupo: GrupoArchivos, files: File[]): Rechazo[] {
    const { nuevos, rechazos } = repartir(grupo, files, asignar(grupo, files, items, pendientes));
    // Without a chosen period nothing can start: the drop zone is not shown then.
    if (!servicioId || !rango) return rechazos;
    for (const { item, file } of nuevos) {
      if (item.estado === 'describir') t.guardar(item.key, file);
      else t.empezar(item.key, file, metaDe(servicioId, rango, item, file));
    }
    const filas = nuevos.map((n) => n.item);
    setItems((list) => [...list, ...filas]);
    setPendientes((p) => sinRetomados(p, filas));
    return rechazos;
  }

  /** Checks a GeoTIFF's description with the server's rules, then starts its upload. */
  function subirRaster(key: string) {
    const item = items.find((i) => i.key === key);
    if (!item?.desc || !t.tieneArchivo(key) || !servicioId || !rango) return;
    const v = validarDesc(item.grupo, item.campo, item.desc);
    setItems((list) => trasValidar(list, key, v));
    const file = 'texto' in v ? t.tomar(key) : undefined;
    if (file && 'texto' in v)
      t.empezar(key, file, { ...metaDe(servicioId, rango, item, file), raster: v.texto });
  }

  /** Changes what a GeoTIFF waiting to upload holds. */
  const describir = (key: string, desc: DescRaster) => setItems((list) => conDesc(list, key, desc));

  /** Forgets everything (after a commit, or when the period changes). */
  function limpiar(opts: { cancelar: boolean }) {
    t.limpiar(opts.cancelar);
    if (servicioId && rango && !opts.cancelar) guardarPendientes(servicioId, rango.inicio, []);
  }

  return {
    items,
    pendientes,
    agregar,
    describir,
    subirRaster,
    pausar: (key: string) => t.pausar(key),
    reanudar: (key: string) => t.reanudar(key),
    cancelar: (key: string) => t.cancelar(key),
    limpiar,
    descartarPendientes: () => setPendientes([]),
  };
}

export type Subidas = ReturnType<typeof useSubidas>;
