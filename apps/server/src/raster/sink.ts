// Where processed outputs go: a folder now; the Storage (disk or S3) when processing is wired to
// uploads. Paths are relative, with '/' separators.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Destino {
  escribir(ruta: string, datos: Uint8Array): Promise<void>;
}

export function destinoCarpeta(carpeta: string): Destino {
  const creadas = new Set<string>();
  return {
    async escribir(ruta, datos) {
      const archivo = path.join(carpeta, ...ruta.split('/'));
      const dir = path.dirname(archivo);
      if (!creadas.has(dir)) {
        await mkdir(dir, { recursive: true });
        creadas.add(dir);
      }
      await writeFile(archivo, datos);
    },
  };
}

/** Keeps at most `max` writes (and their encodes) in flight, so outputs never pile up in memory. */
export class Cola {
  private readonly pendientes = new Set<Promise<void>>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  private error: unknown = null;

  async agregar(trabajo: () => Promise<void>): Promise<void> {
    while (this.pendientes.size >= this.max) await Promise.race(this.pendientes);
    if (this.error) throw this.error;
    // Failures are kept for vaciar(), so none goes unhandled while the queue has room.
    const p: Promise<void> = trabajo()
      .catch((err: unknown) => {
        this.error ??= err;
      })
      .finally(() => this.pendientes.delete(p));
    this.pendientes.add(p);
  }

  async vaciar(): Promise<void> {
    await Promise.all(this.pendientes);
    if (this.error) throw this.error;
  }
}
