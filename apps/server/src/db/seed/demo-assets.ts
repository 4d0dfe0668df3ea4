import { readFile } from 'node:fs/promises';
import { DEMO_ASSETS_URL } from '../../paths.ts';

/**
 * Small committed media made once with ffmpeg (there is no ffmpeg at runtime). The manuals' tutorials
 * under manual/ are screen recordings of the app (`npm run record:manuals`): {manual}-{n}.mp4/.jpg/.vtt.
 */
export type DemoAsset = 'cultivo.mp4' | 'sensores.mp4' | `manual/${string}.${'mp4' | 'jpg' | 'vtt'}`;

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
