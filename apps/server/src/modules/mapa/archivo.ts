import type { Readable } from 'node:stream';
import type { Geometria } from '@agro/domain/limites';
import { LIMITE_MAX_BYTES } from '@agro/domain/limites';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { badRequest, tooLarge } from '../../lib/errors.ts';
import { workerPool, WorkerMemoryError, WorkerTimeoutError } from '../../lib/worker-pool.ts';

/** The formats a boundary file may come in (by content, see lib/sniff.ts). */
export type FormatoLimite = 'geojson' | 'kml' | 'kmz';

// The bounds of archivo-cotas.ts keep a hostile file well under both; these catch what they miss.
const PARSEO_MAX_MS = 10_000;

/** Reads a stored upload whole (it is at most LIMITE_MAX_BYTES). */
export async function leerTodo(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > LIMITE_MAX_BYTES) throw tooLarge(MSG_MAPA.limiteMuyGrande);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A boundary file of a sniffed format as a geometry (not yet validated), parsed on a pool thread
 * (workers/limite.ts, archivo-parser.ts): even bounded, a 2 MB document is seconds of work the
 * thread serving everyone's requests must not do. A refusal there (400/413) is thrown here as is.
 */
export async function geometriaDeArchivo(formato: FormatoLimite, data: Buffer): Promise<Geometria> {
  try {
    return await workerPool().run('limite', { formato, datos: data }, { timeoutMs: PARSEO_MAX_MS });
  } catch (err) {
    if (err instanceof WorkerTimeoutError || err instanceof WorkerMemoryError)
      throw badRequest(MSG_MAPA.limiteDemasiadoComplejo);
    throw err;
  }
}
