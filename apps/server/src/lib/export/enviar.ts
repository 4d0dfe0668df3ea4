import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { contentDisposition } from '../send-file.ts';
import { celdaCsv, NUM_FMT, valorXlsx, type Columna } from './columnas.ts';

/** A list to export: the file's name (without extension), its sheet, columns and rows in batches. */
export interface Exportacion<T> {
  formato: FormatoExport;
  archivo: string;
  hoja: string;
  columnas: Columna<T>[];
  /** The rows, a batch at a time: the exporter asks for the next one only after writing this one. */
  lotes: AsyncIterable<T[]>;
}

const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

// Waits while the client is slower than the database, so rows never pile up in memory; a client that
// went away stops the export (no more batches are read).
async function drenar(out: Writable) {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  await new Promise((r) => setImmediate(r));
  if (out.destroyed) throw new Error('el cliente cerró la descarga');
}

async function escribirCsv<T>(out: Writable, e: Exportacion<T>, lotes: AsyncIterable<T[]>) {
  out.write(`\uFEFF${e.columnas.map((c) => celdaCsv('texto', c.titulo)).join(';')}\r\n`);
  for await (const lote of lotes) {
    out.write(
      lote.map((r) => `${e.columnas.map((c) => celdaCsv(c.tipo, c.valor(r))).join(';')}\r\n`).join(''),
    );
    await drenar(out);
  }
  out.end();
}

async function escribirXlsx<T>(out: Writable, e: Exportacion<T>, lotes: AsyncIterable<T[]>) {
  // Loaded on the first spreadsheet, not at start: ExcelJS alone is ~28 MB of an idle server's memory.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(e.hoja, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  ws.columns = e.columnas.map((c, i) => ({
    key: String(i),
    width: c.ancho ?? Math.max(12, c.titulo.length + 4),
    style: NUM_FMT[c.tipo] ? { numFmt: NUM_FMT[c.tipo] } : {},
  }));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: e.columnas.length } };
  const header = ws.addRow(e.columnas.map((c) => c.titulo));
  header.font = { bold: true };
  header.commit();
  for await (const lote of lotes) {
    for (const r of lote) ws.addRow(e.columnas.map((c) => valorXlsx(c.tipo, c.valor(r)))).commit();
    await drenar(out);
  }
  ws.commit();
  await wb.commit();
}

async function* seguir<T>(first: IteratorResult<T[]>, it: AsyncIterator<T[]>): AsyncIterable<T[]> {
  if (first.done) return;
  yield first.value;
  for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
}

/**
 * Streams a list as XLSX (one sheet, header row frozen and filtered, pesos and dates typed) or CSV
 * (UTF-8 with BOM, `;`, CRLF: what a Chilean Excel opens). The first batch is read before any byte is
 * sent, so a refused or failed query still answers its JSON error.
 */
export async function sendExport<T>(reply: FastifyReply, e: Exportacion<T>): Promise<FastifyReply> {
  const it = e.lotes[Symbol.asyncIterator]();
  const first = await it.next();
  const out = new PassThrough();
  const write = e.formato === 'xlsx' ? escribirXlsx : escribirCsv;
  write(out, e, seguir(first, it)).catch((err: unknown) => {
    reply.log.error({ err }, 'exportación interrumpida');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', CONTENT_TYPE[e.formato])
    .header('content-disposition', contentDisposition('attachment', `${e.archivo}.${e.formato}`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}

/** Batches of a query read a page at a time (`pagina(offset, limit)`), until a short page. */
export async function* porPaginas<T>(
  pagina: (offset: number, limit: number) => Promise<T[]>,
  limit = 1000,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += limit) {
    const rows = await pagina(offset, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
  }
}

/** Batches of a keyset query: `lote(after, limit)` gives the rows after the last one of the previous batch. */
export async function* porClave<T>(
  lote: (after: T | null, limit: number) => Promise<T[]>,
  limit = 1000,
): AsyncIterable<T[]> {
  let after: T | null = null;
  for (;;) {
    const rows = await lote(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!;
  }
}
