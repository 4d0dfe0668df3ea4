// The tus uploads of a period outside React's state: each row's Upload, its sampled progress, and
// the GeoTIFFs kept until described. Changes reach the rows through `actualizar`.
import type { Upload } from 'tus-js-client';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { marcarRechazada, suavizar, type Item } from './items.ts';
import { crearSubida, iniciar, type Avance } from './tus-subida.ts';

const SAMPLE_MS = 400;

type Actualizar = (cambio: (list: Item[]) => Item[]) => void;

export class Transferencias {
  private readonly uploads = new Map<string, Upload>();
  private readonly archivos = new Map<string, File>();
  private readonly muestras = new Map<string, { t: number; bytes: number }>();
  private readonly actualizar: Actualizar;

  constructor(actualizar: Actualizar) {
    this.actualizar = actualizar;
  }

  private cambiar(key: string, patch: Partial<Item>) {
    this.actualizar((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }

  /** Keeps a GeoTIFF's file until staff describe it. */
  guardar(key: string, file: File) {
    this.archivos.set(key, file);
  }

  /** The kept file of a row waiting for its description, taken out of the store. */
  tomar(key: string): File | undefined {
    const file = this.archivos.get(key);
    this.archivos.delete(key);
    return file;
  }

  tieneArchivo(key: string) {
    return this.archivos.has(key);
  }

  /** Creates and starts a row's tus upload; `raster` is a GeoTIFF's description (JSON). */
  empezar(key: string, file: File, meta: MetadatosSubida & { raster?: string }) {
    const upload = crearSubida(file, meta, {
      progreso: (av) => this.progreso(key, av),
      completa: (subidaId) => this.cambiar(key, { estado: 'completa', bytes: file.size, subidaId }),
      error: (mensaje, rechazada) =>
        rechazada ? this.rechazar(key, mensaje) : this.cambiar(key, { estado: 'error', error: mensaje }),
    });
    this.uploads.set(key, upload);
    void iniciar(upload);
  }

  private progreso(key: string, a: Avance) {
    const now = performance.now();
    const prev = this.muestras.get(key);
    if (prev && now - prev.t < SAMPLE_MS && a.bytes < a.total) return;
    this.muestras.set(key, { t: now, bytes: a.bytes });
    const inst = prev && now > prev.t ? ((a.bytes - prev.bytes) * 1000) / (now - prev.t) : null;
    this.actualizar((list) =>
      list.map((i) => (i.key === key ? { ...i, bytes: a.bytes, velocidad: suavizar(i.velocidad, inst) } : i)),
    );
  }

  private rechazar(key: string, mensaje: string) {
    this.uploads.delete(key);
    this.muestras.delete(key);
    this.actualizar((list) => marcarRechazada(list, key, mensaje, crypto.randomUUID()));
  }

  pausar(key: string) {
    void this.uploads.get(key)?.abort(false);
    this.cambiar(key, { estado: 'pausada', velocidad: null });
  }

  reanudar(key: string) {
    const u = this.uploads.get(key);
    if (!u) return;
    this.cambiar(key, { estado: 'subiendo', error: undefined });
    void iniciar(u);
  }

  /** Cancels an upload: the server deletes what it received and the slot is free again. */
  cancelar(key: string) {
    const u = this.uploads.get(key);
    this.uploads.delete(key);
    this.archivos.delete(key);
    void u?.abort(true).catch(() => undefined);
    this.actualizar((list) => list.filter((i) => i.key !== key));
  }

  /** Stops every upload (deleting what the server kept when `cancelar`) and forgets the rows. */
  limpiar(cancelar: boolean) {
    for (const u of this.uploads.values()) void u.abort(cancelar).catch(() => undefined);
    this.uploads.clear();
    this.archivos.clear();
    this.muestras.clear();
    this.actualizar(() => []);
  }
}
