import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An S3 multipart upload a process started and has not completed or aborted yet (decision 015).
 * Written before its first part is sent and deleted when S3 confirms the completion or the abort,
 * so a row older than the sweep's limit, by this platform's clock, is an upload whose process
 * died: the sweep aborts exactly those, whatever date the S3 server reports.
 */
export const multipartPendiente = pgTable(
  'multipart_pendiente',
  {
    /** The object key in the bucket, the storage's prefix included. */
    clave: text('clave').notNull(),
    uploadId: text('upload_id').notNull(),
    iniciadaAt: timestamp('iniciada_at', { withTimezone: true }).notNull(),
    /** The process that started it (host:pid), for whoever reads the table. */
    proceso: text('proceso').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clave, t.uploadId] }),
    index('multipart_pendiente_iniciada_idx').on(t.iniciadaAt),
  ],
);
