import { useEffect, useState } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import type { DescRaster } from '@agro/domain/schemas/raster';
import { validarDesc } from './desc-raster.ts';
import { asignar, nuevoItem, porRecordar, type Item, type Rechazo } from './items.ts';
import { guardarPendientes, leerPendientes, type Pendiente } from './pendientes.ts';
import { Transferencias } from './transferencias.ts';

export { vigentes, type Estado, type Item, type Rechazo } from './items.ts';

/**
 * The resumable uploads of one period: files dropped on a step go to their slots and start at
 * once (a GeoTIFF once staff have described it); each can be paused, resumed or cancelled;
 * unfinished ones are remembered for the period so that dropping the same file after a reload
 * continues it.
 */
export function useSubidas(servicioId: number | null, rango: Rango | null) {
  const [items, setItems] = useState<Item[]>([]);
  const [t] = useState(() => new Transferencias(setItems));
  const periodo = servicioId && rango ? `${servicioId}:${rango.inicio}` : null;
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);

  // What the browser remembers of this period, offered until the same files are dropped again.
  useEffect(() => {
    setPendientes(servicioId && rango ? leerPendientes(servicioId, rango.inicio) : []);
  }, [periodo]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (servicioId && rango) guardarPendientes(servicioId, rango.inicio, porRecordar(items, pendientes));
  }, [items, pendientes, servicioId, rango]);

  // Back online: restart at once whatever was waiting for the connection.
  useEffect(() => {
    const volver = () => items.filter((i) => i.estado === 'error').forEach((i) => t.reanudar(i.key));
    window.addEventListener('online', volver);
    return () => window.removeEventListener('online', volver);
  }, [items, t]);

  const meta = (item: Item, file: File) =>
    servicioId && rango
      ? {
          servicio_id: servicioId,
          grupo: item.grupo,
          start: rango.inicio,
          end: rango.termino,
          campo: item.campo,
          filename: file.name,
        }
      : null;

  /** Assigns dropped files to the group's free slots and starts them; the files that fit none. */
  function agregar(grupo: GrupoArchivos, files: File[]): Rechazo[] {
    const asignados = asignar(grupo, files, items, pendientes);
    const rechazos: Rechazo[] = [];
    const nuevos: Item[] = [];
    files.forEach((file, n) => {
      const a = asignados[n]!;
      const item = 'problema' in a ? null : nuevoItem(grupo, a.campo, file);
      const m = item && meta(item, file);
      if (!item || !m) {
        rechazos.push({ nombre: file.name, problema: 'problema' in a ? a.problema : '' });
        return;
      }
      nuevos.push(item);
      if (item.estado === 'describir') t.guardar(item.key, file);
      else t.empezar(item.key, file, m);
    });
    setItems((list) => [...list, ...nuevos]);
    setPendientes((p) =>
      p.filter(
        (x) => !nuevos.some((i) => i.grupo === x.grupo && i.campo === x.campo && i.nombre === x.nombre),
      ),
    );
    return rechazos.filter((r) => r.problema);
  }

  /** Changes what a GeoTIFF waiting to upload holds. */
  function describir(key: string, desc: DescRaster) {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, desc, error: undefined } : i)));
  }

  /** Checks a GeoTIFF's description with the server's rules, then starts its upload. */
  function subirRaster(key: string) {
    const item = items.find((i) => i.key === key);
    if (!item?.desc || !t.tieneArchivo(key)) return;
    const v = validarDesc(item.grupo, item.campo, item.desc);
    const file = 'problema' in v ? undefined : t.tomar(key);
    const m = file && meta(item, file);
    setItems((list) =>
      list.map((i) =>
        i.key !== key ? i : 'problema' in v ? { ...i, error: v.problema } : { ...i, estado: 'subiendo' },
      ),
    );
    if (file && m && 'texto' in v) t.empezar(key, file, { ...m, raster: v.texto });
  }

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
