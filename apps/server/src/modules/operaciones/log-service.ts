import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@agro/domain/constants';
import type { LogsQuery } from '@agro/domain/schemas/operaciones';
import type { Db } from '../../db/client.ts';
import { logEntry, usuario } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: LogsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.id !== undefined) where.push(eq(logEntry.logdescId, q.id));
  // The date filter is a calendar day in Santiago, like every date shown (docs/RULES.md#display).
  if (q.created_at)
    where.push(sql`(${logEntry.createdAt} at time zone 'America/Santiago')::date = ${q.created_at}::date`);
  if (q.api_url) where.push(ilike(logEntry.apiUrl, `%${escapeLike(q.api_url)}%`));
  if (q.api_method) where.push(eq(logEntry.apiMethod, q.api_method));
  if (q.event_type) where.push(eq(logEntry.eventType, q.event_type));
  if (q.request_id) where.push(eq(logEntry.requestId, q.request_id));
  return where.length ? and(...where) : undefined;
}

const columns = {
  logdesc_id: logEntry.logdescId,
  created_at: logEntry.createdAt,
  api_url: logEntry.apiUrl,
  api_method: logEntry.apiMethod,
  event_type: logEntry.eventType,
  archivo_nom: logEntry.archivoNom,
  archivo_ext: logEntry.archivoExt,
  status_code: logEntry.statusCode,
  duration_ms: logEntry.durationMs,
  request_id: logEntry.requestId,
  usuario_email: usuario.email,
};

/** One page of log entries, newest first, with the total matching the filters (logs/listar). */
export async function listLogs(db: Db, q: LogsQuery) {
  const where = filters(q);
  const size = PAGE_SIZE.logs;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(logEntry)
      .leftJoin(usuario, eq(usuario.usuarioId, logEntry.usuarioId))
      .where(where)
      .orderBy(desc(logEntry.createdAt), desc(logEntry.logdescId))
      .limit(size)
      .offset((q.page - 1) * size),
    db.select({ n: count() }).from(logEntry).where(where),
  ]);
  return {
    logs: rows,
    total: totalRow?.n ?? 0,
    page: q.page,
    page_size: size,
  };
}

/** Entries matching the filters older than `after`, newest first: one keyset batch of the export. */
export function logsLote(
  db: Db,
  q: Omit<LogsQuery, 'page'>,
  after: { logdesc_id: number } | null,
  limit: number,
) {
  // Compared with the stored timestamp, not the JavaScript Date: that one lost the microseconds.
  const despues = after
    ? sql`(${logEntry.createdAt}, ${logEntry.logdescId}) < (select ${logEntry.createdAt}, ${logEntry.logdescId} from ${logEntry} where ${logEntry.logdescId} = ${after.logdesc_id})`
    : undefined;
  return db
    .select(columns)
    .from(logEntry)
    .leftJoin(usuario, eq(usuario.usuarioId, logEntry.usuarioId))
    .where(and(filters({ ...q, page: 1 }), despues))
    .orderBy(desc(logEntry.createdAt), desc(logEntry.logdescId))
    .limit(limit);
}

/** The whole entry behind `{archivo_nom}.{archivo_ext}` (descargar/logs), or 404. */
export async function findLogDetail(db: Db, archivo: string) {
  const dot = archivo.lastIndexOf('.');
  const [nom, ext] = [archivo.slice(0, dot), archivo.slice(dot + 1)];
  const [row] = await db
    .select({ ...columns, ip: logEntry.ip, detalle: logEntry.detalle })
    .from(logEntry)
    .leftJoin(usuario, eq(usuario.usuarioId, logEntry.usuarioId))
    .where(and(eq(logEntry.archivoNom, nom), eq(logEntry.archivoExt, ext)));
  if (!row) throw notFound();
  return { ...row, created_at: row.created_at.toISOString() };
}
