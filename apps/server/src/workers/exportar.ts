// A whole export on PostgreSQL: read with this thread's own connections, encoded, zipped and sent to
// the request thread through a MessagePort (lib/export/hilo.ts, decision 027).
import type { MessagePort } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { resilientPool, type Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { emitirExportacion } from '../lib/export/hilo.ts';
import type { Codificacion } from '../lib/respuesta-guardada.ts';
import { EXPORTS_PER_THREAD } from '../lib/worker-pool.ts';
import { hacerExportacion, type RecetaNombre } from '../modules/exportar/recetas.ts';

export interface TareaExportar {
  receta: RecetaNombre;
  params: unknown;
  /** The request's time (ms): the file's name and "today" of the filters. */
  ahora: number;
  databaseUrl: string;
  /** The CSV's compression, from the request's Accept-Encoding. */
  codificacion: Codificacion | null;
  puerto: MessagePort;
}

// One pool per thread, as many connections as exports the thread runs at once; idle ones close.
const bases = new Map<string, Db>();
function base(url: string): Db {
  let db = bases.get(url);
  if (!db) {
    db = drizzle(resilientPool(url, undefined, EXPORTS_PER_THREAD), { schema }) as unknown as Db;
    bases.set(url, db);
  }
  return db;
}

export function run(t: TareaExportar): Promise<void> {
  const o = { db: base(t.databaseUrl), ahora: new Date(t.ahora) };
  return emitirExportacion(t.puerto, () => hacerExportacion(t.receta, o, t.params as never), {
    codificacion: t.codificacion,
  });
}
