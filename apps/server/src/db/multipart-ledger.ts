import os from 'node:os';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { multipartPendiente } from './schema/index.ts';

/** One S3 multipart upload by its key (prefix included) and S3's id for it. */
export interface MultipartRef {
  key: string;
  uploadId: string;
}

/** The platform's own record of the multipart uploads its processes started (decision 015). */
export interface MultipartLedger {
  started(ref: MultipartRef): Promise<void>;
  /** Completed or aborted: nothing left to sweep. */
  ended(ref: MultipartRef): Promise<void>;
  /** Uploads started before `before` by our clock and still open: their process died. */
  abandoned(before: Date): Promise<MultipartRef[]>;
}

/** The ledger in the `multipart_pendiente` table, dated by `now` (the application's clock). */
export function multipartLedger(db: Db, now: () => Date): MultipartLedger {
  const proceso = `${os.hostname()}:${process.pid}`;
  const row = (r: MultipartRef) =>
    and(eq(multipartPendiente.clave, r.key), eq(multipartPendiente.uploadId, r.uploadId));
  return {
    started: async (r) => {
      await db
        .insert(multipartPendiente)
        .values({ clave: r.key, uploadId: r.uploadId, iniciadaAt: now(), proceso })
        .onConflictDoNothing();
    },
    ended: async (r) => {
      await db.delete(multipartPendiente).where(row(r));
    },
    // Few: only a process that died mid-upload leaves a row behind.
    abandoned: (before) =>
      db
        .select({ key: multipartPendiente.clave, uploadId: multipartPendiente.uploadId })
        .from(multipartPendiente)
        .where(lt(multipartPendiente.iniciadaAt, before))
        .orderBy(asc(multipartPendiente.iniciadaAt)),
  };
}
