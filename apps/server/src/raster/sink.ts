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
