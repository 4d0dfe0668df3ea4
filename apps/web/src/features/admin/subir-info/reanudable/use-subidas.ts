import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import { asignarArchivos } from '@agro/domain/schemas/subida-reanudable';
import { guardarPendientes, leerPendientes, type Pendiente } from './pendientes.ts';
import { crearSubida, iniciar, type Avance } from './tus-upload.ts';

/** `rechazada`: refused by the server (e.g. its type); it holds no slot and has nothing to resume or delete. */
export type Estado = 'subiendo' | 'pausada' | 'completa' | 'error' | 'rechazada';

/** The files that take part in the period: a refused one only shows its reason until it is removed. */
export const vigentes = (items: Item[]) => items.filter((i) => i.estado !== 'rechazada');

/** One file of the period on its way to the server. */
export interface Item extends Pendiente {
  key: string;
  estado: Estado;
  bytes: number;
  /** Bytes per second, smoothed; null until measured. */
  velocidad: number | null;
  error?: string;
  subidaId?: string;
}

export interface Rechazo {
  nombre: string;
  problema: string;
}

const SAMPLE_MS = 400;

/**
 * The resumable uploads of one period: files dropped on a step go to their slots and start at
 * once; each can be paused, resumed or cancelled; unfinished ones are remembered for the period so
 * that dropping the same file after a reload continues it.
 */
export function useSubidas(servicioId: number | null, rango: Rango | null) {
  const [items, setItems] = useState<Item[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const muestras = useRef(new Map<string, { t: number; bytes: number }>());
  const periodo = servicioId && rango ? `${servicioId}:${rango.inicio}` : null;
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);

  const cambiar = useCallback((key: string, patch: Partial<Item>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  // What the browser remembers of this period, offered until the same files are dropped again.
  useEffect(() => {
    setPendientes(servicioId && rango ? leerPendientes(servicioId, rango.inicio) : []);
  }, [periodo]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!servicioId || !rango) return;
    const abiertos = vigentes(items).filter((i) => i.estado !== 'completa');
    const otros = pendientes.filter((p) => !items.some((i) => i.grupo === p.grupo && i.campo === p.campo));
    guardarPendientes(servicioId, rango.inicio, [
      ...otros,
      ...abiertos.map(({ grupo, campo, nombre, tamano }) => ({ grupo, campo, nombre, tamano })),
    ]);
  }, [items, pendientes, servicioId, rango]);

  // Back online: restart at once whatever was waiting for the connection.
  useEffect(() => {
    const volver = () => {
      for (const i of items)
        if (i.estado === 'error' || i.estado === 'subiendo') {
          const u = uploads.current.get(i.key);
          if (u && i.estado === 'error') {
            cambiar(i.key, { estado: 'subiendo', error: undefined });
            void iniciar(u);
          }
        }
    };
    window.addEventListener('online', volver);
    return () => window.removeEventListener('online', volver);
  }, [items, cambiar]);

  function progreso(key: string, a: Avance) {
    const now = performance.now();
    const prev = muestras.current.get(key);
    if (prev && now - prev.t < SAMPLE_MS && a.bytes < a.total) return;
    muestras.current.set(key, { t: now, bytes: a.bytes });
    setItems((list) =>
      list.map((i) => {
        if (i.key !== key) return i;
        const inst = prev && now > prev.t ? ((a.bytes - prev.bytes) * 1000) / (now - prev.t) : null;
        const velocidad =
          inst === null ? i.velocidad : i.velocidad === null ? inst : 0.7 * i.velocidad + 0.3 * inst;
        return { ...i, bytes: a.bytes, velocidad };
      }),
    );
  }

  /** Assigns dropped files to the group's free slots and starts them; the files that fit none. */
  function agregar(grupo: GrupoArchivos, files: File[]): Rechazo[] {
    if (!servicioId || !rango) return [];
    const ocupados = new Set(
      vigentes(items)
        .filter((i) => i.grupo === grupo)
        .map((i) => i.campo),
    );
    // A file dropped again after a reload goes back to the slot its unfinished upload was made for.
    const previos = files.map((f) => {
      const p = pendientes.find(
        (x) => x.grupo === grupo && x.nombre === f.name && x.tamano === f.size && !ocupados.has(x.campo),
      );
      if (p) ocupados.add(p.campo);
      return p;
    });
    const resto = asignarArchivos(
      grupo,
      files.filter((_, n) => !previos[n]),
      ocupados,
    );
    const asignados = previos.map((p) => (p ? { campo: p.campo } : resto.shift()!));
    const rechazos: Rechazo[] = [];
    const nuevos: Item[] = [];
    files.forEach((file, n) => {
      const a = asignados[n]!;
      if ('problema' in a) {
        rechazos.push({ nombre: file.name, problema: a.problema });
        return;
      }
      const key = `${grupo}.${a.campo}`;
      const meta = {
        servicio_id: servicioId,
        grupo,
        start: rango.inicio,
        end: rango.termino,
        campo: a.campo,
        filename: file.name,
      };
      const upload = crearSubida(file, meta, {
        progreso: (av) => progreso(key, av),
        completa: (subidaId) => cambiar(key, { estado: 'completa', bytes: file.size, subidaId }),
        error: (mensaje, rechazada) =>
          rechazada ? rechazar(key, mensaje) : cambiar(key, { estado: 'error', error: mensaje }),
      });
      uploads.current.set(key, upload);
      nuevos.push({
        key,
        grupo,
        campo: a.campo,
        nombre: file.name,
        tamano: file.size,
        estado: 'subiendo',
        bytes: 0,
        velocidad: null,
      });
      void iniciar(upload);
    });
    setItems((list) => [...list, ...nuevos]);
    setPendientes((p) =>
      p.filter(
        (x) => !nuevos.some((i) => i.grupo === x.grupo && i.campo === x.campo && i.nombre === x.nombre),
      ),
    );
    return rechazos;
  }

  /**
   * The server refused the file and already deleted what it had (a DELETE would answer 404): the row
   * keeps its reason under a key of its own, so its slot is free for another file at once.
   */
  function rechazar(key: string, mensaje: string) {
    uploads.current.delete(key);
    muestras.current.delete(key);
    setItems((list) =>
      list.map((i) =>
        i.key === key
          ? {
              ...i,
              key: `${key}#${crypto.randomUUID()}`,
              estado: 'rechazada',
              error: mensaje,
              velocidad: null,
            }
          : i,
      ),
    );
  }

  function pausar(key: string) {
    void uploads.current.get(key)?.abort(false);
    cambiar(key, { estado: 'pausada', velocidad: null });
  }

  function reanudar(key: string) {
    const u = uploads.current.get(key);
    if (!u) return;
    cambiar(key, { estado: 'subiendo', error: undefined });
    void iniciar(u);
  }

  /** Cancels an upload: the server deletes what it received and the slot is free again. */
  function cancelar(key: string) {
    const u = uploads.current.get(key);
    uploads.current.delete(key);
    void u?.abort(true).catch(() => undefined);
    setItems((list) => list.filter((i) => i.key !== key));
  }

  /** Forgets everything (after a commit, or when the period changes). */
  function limpiar(opts: { cancelar: boolean }) {
    for (const u of uploads.current.values()) void u.abort(opts.cancelar).catch(() => undefined);
    uploads.current.clear();
    muestras.current.clear();
    setItems([]);
    if (servicioId && rango && !opts.cancelar) guardarPendientes(servicioId, rango.inicio, []);
  }

  const descartarPendientes = () => setPendientes([]);

  return { items, pendientes, agregar, pausar, reanudar, cancelar, limpiar, descartarPendientes };
}
