import { claveMovil } from '@agro/domain/contracts/video';
import { plural } from '@agro/domain/format';
import { inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { archivoServicio, comprobante, parcela, raster, usuario, videoTutorial } from '../db/schema/index.ts';
import type { JobResult } from './types.ts';

// An upload stores its files before its rows (decisions 004) and finishes within minutes, so
// only what no row names after a whole day is an orphan: left by a process that died mid-upload,
// or by a deletion whose storage step failed after its transaction committed (decisions 003).
const GRACE_MS = 24 * 3600_000;
const BATCH = 500;

// A tutorial's phone recording and captions have no row of their own: they sit beside the desktop
// files under the same key plus "-movil" (claveMovil), and live as long as that row does.
const clavesEscritorio = (keys: string[]) => keys.map((k) => k.replace(/-movil(\.[A-Za-z0-9]+)$/, '$1'));

// A raster's outputs (tiles, rendering, value grid) live under its row's prefix `raster/<nombre>/`
// (decision 021); once the row is gone (its period or territory deleted) they are orphans.
const prefijoDeSalida = (key: string) => /^raster\/[^/]+\//.exec(key)?.[0];

/** The keys of `keys` that some row still references (every table that names a stored file). */
async function referenced(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const prefijos = [...new Set(keys.map(prefijoDeSalida).filter((p): p is string => p !== undefined))];
  const vivos = new Set(
    prefijos.length
      ? (await db.select({ p: raster.prefijo }).from(raster).where(inArray(raster.prefijo, prefijos))).map(
          (r) => r.p,
        )
      : [],
  );
  const salidas = keys.filter((k) => vivos.has(prefijoDeSalida(k) ?? ''));
  const videoKeys = [...new Set([...keys, ...clavesEscritorio(keys)])];
  const avatar = sql<string>`'avatars/' || ${usuario.avatarNom} || '.' || ${usuario.avatarExt}`;
  const imagen = sql<string>`'parcelas/' || ${parcela.avatarNom} || '.' || ${parcela.avatarExt}`;
  const found = await Promise.all([
    db
      .select({ k: archivoServicio.storageKey })
      .from(archivoServicio)
      .where(inArray(archivoServicio.storageKey, keys)),
    db.select({ k: comprobante.storageKey }).from(comprobante).where(inArray(comprobante.storageKey, keys)),
    db
      .select({ a: videoTutorial.storageKey, b: videoTutorial.thumbnailKey, c: videoTutorial.subtitulosKey })
      .from(videoTutorial)
      .where(
        or(
          inArray(videoTutorial.storageKey, videoKeys),
          inArray(videoTutorial.thumbnailKey, keys),
          inArray(videoTutorial.subtitulosKey, videoKeys),
        ),
      ),
    db.select({ k: avatar }).from(usuario).where(inArray(avatar, keys)),
    db.select({ k: imagen }).from(parcela).where(inArray(imagen, keys)),
  ]);
  return new Set([
    ...salidas,
    ...found
      .flat()
      .flatMap((r) =>
        'k' in r ? [r.k] : [r.a, claveMovil(r.a), r.b ?? '', ...(r.c ? [r.c, claveMovil(r.c)] : [])],
      ),
  ]);
}

/** Deletes stored objects older than a day that no row references, and abandoned multipart uploads. */
export async function limpiezaArchivos(ctx: AppContext, now: Date): Promise<JobResult> {
  const { storage } = ctx;
  const before = new Date(now.getTime() - GRACE_MS);
  let revisados = 0;
  let eliminados = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const keep = await referenced(ctx.database.db, batch);
    for (const key of batch)
      if (!keep.has(key)) {
        await storage.delete(key);
        eliminados++;
      }
    batch = [];
  };
  for await (const o of storage.list('')) {
    if (o.lastModified >= before) continue;
    revisados++;
    batch.push(o.key);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length) await sweep();
  // S3 keeps the parts of a multipart upload whose process died until someone aborts it.
  const partes = (await storage.abortStaleUploads?.(before)) ?? 0;
  return {
    ok: true,
    detail: `Revisados: ${plural(revisados, 'archivo', 'archivos')} de más de un día; eliminados: ${eliminados} sin registro y ${plural(partes, 'carga incompleta', 'cargas incompletas')}`,
  };
}
