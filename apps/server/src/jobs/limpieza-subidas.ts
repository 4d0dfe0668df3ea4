import type { AppContext } from '../context.ts';
import { SUBIDA_TTL_MS, tusStoreOf } from '../lib/tus-store.ts';
import { removeStored } from '../lib/uploads.ts';
import { deleteSubidas, selectVencidas } from '../modules/subida/queries.ts';
import type { JobResult } from './types.ts';

const BATCH = 200;

/**
 * Removes resumable uploads begun more than a day ago and never committed (decision 011): their
 * bytes (on S3 the unfinished multipart upload too), their tus metadata and their rows. A finished
 * upload nobody committed within the day goes as well: its period was abandoned or uploaded again.
 */
export async function limpiezaSubidas(ctx: AppContext, now: Date): Promise<JobResult> {
  const before = new Date(now.getTime() - SUBIDA_TTL_MS);
  let eliminadas = 0;
  for (;;) {
    const rows = await selectVencidas(ctx.database.db, before, BATCH);
    if (rows.length === 0) break;
    // Only now: the store's packages are not loaded by a server that has nothing to clean.
    const store = await tusStoreOf(ctx.storage);
    for (const { subidaId } of rows) {
      await store.datastore.remove(store.storeId(subidaId)).catch(() => undefined);
      await removeStored(ctx.storage, [store.keyOf(subidaId), ...store.sideKeys(subidaId)]);
    }
    await deleteSubidas(
      ctx.database.db,
      rows.map((r) => r.subidaId),
    );
    eliminadas += rows.length;
  }
  return { ok: true, detail: `Eliminadas ${eliminadas} subida(s) sin publicar de más de un día` };
}
