import { readFile } from 'node:fs/promises';
import { DEMO_ASSETS_URL } from '../../paths.ts';

/** Small committed media made once with ffmpeg (there is no ffmpeg at runtime). */
export type DemoAsset =
  | 'cultivo.mp4'
  | 'sensores.mp4'
  | 'tutorial.mp4'
  | 'tutorial-empleado.jpg'
  | 'tutorial-cliente.jpg'
  | 'tutorial-admin.jpg';

const cache = new Map<DemoAsset, Promise<Buffer>>();

/** The bytes of a committed asset, read once per process. */
export function demoAsset(name: DemoAsset): Promise<Buffer> {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFile(new URL(name, DEMO_ASSETS_URL));
    bytes.catch(() => cache.delete(name));
    cache.set(name, bytes);
  }
  return bytes;
}

/** A file-name friendly form of a display name: no accents, underscores for spaces. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
