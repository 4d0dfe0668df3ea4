import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, ServerOptions } from '@tus/server';
import type { DataStore } from '@tus/utils';
import { MAX_BYTES, type ClaseArchivo } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { leerDescRaster } from '@agro/domain/schemas/raster';
import { slotDe } from '@agro/domain/schemas/subida';
import { metadatosSubidaSchema, TUS_PATH } from '@agro/domain/schemas/subida-reanudable';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { HttpError } from '../../lib/errors.ts';
import { metrics } from '../../lib/metrics.ts';
import { sniff, type Sniffed } from '../../lib/sniff.ts';
import { SUBIDA_TTL_MS, tusStoreOf, type TusStore } from '../../lib/tus-store.ts';
import { nombreSubido } from '../../lib/uploads.ts';
import { selectCarga } from '../servicio/archivos-queries.ts';
import { servicioDelPeriodo } from '../servicio/periodo-service.ts';
import { seguirCrc } from './crc.ts';
import { DbLocker } from './locker.ts';
import { deleteSubidas, insertSubida, marcarCompleta, selectSubida } from './queries.ts';

const HEAD_BYTES = 64;

/** Who sent each tus request and its logger (set by the Fastify route, read by the hooks). */
export const llamadas = new WeakMap<IncomingMessage, { actor: Actor; log: FastifyBaseLogger }>();

/** What tus answers for a refusal: our usual JSON body. */
const refusal = (status_code: number, mensaje: string) => ({
  status_code,
  body: JSON.stringify({ status: 'error', mensaje }),
});
const asRefusal = (err: unknown) => {
  if (err instanceof HttpError) return refusal(err.statusCode, err.mensaje);
  throw err;
};

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
type TusUpload = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[1];
const llamadaDe = (req: TusRequest) => {
  const raw = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  return raw && llamadas.get(raw);
};
const actorOf = (req: TusRequest): Actor => {
  const llamada = llamadaDe(req);
  if (!llamada) throw refusal(401, MSG.tokenInvalido);
  return llamada.actor;
};

const claseDe = (grupo: string, campo: string): ClaseArchivo | undefined =>
  slotDe(grupo as 'edeb', campo)?.clase;

const permitido = (kind: Sniffed | null, clase: ClaseArchivo | undefined): kind is Sniffed =>
  Boolean(kind && clase && kind.clase === clase);

/** Reads the first `n` bytes of a stream; the rest follows them in the stream it returns. */
async function peek(body: Readable, n: number): Promise<{ head: Buffer; rest: Readable }> {
  const it = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n && !done) {
    const r = await it.next();
    if (r.done) done = true;
    else {
      chunks.push(r.value);
      length += r.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  const rest = Readable.from(
    (async function* () {
      yield head;
      while (!done) {
        const r = await it.next();
        if (r.done) return;
        yield r.value;
      }
    })(),
  );
  return { head, rest };
}

/**
 * The tus server of the report uploads (decision 011): creation only for staff, for a real slot of
 * a free period, with the declared size within the slot's class limit (refused before any byte);
 * the first bytes and the finished file are checked by content, and a refused upload is deleted.
 * @tus/server is imported here, with the first upload, so that a server nobody uploads to never
 * loads it.
 */
export async function createTus(ctx: AppContext): Promise<Server> {
  const [{ Server }, store] = await Promise.all([import('@tus/server'), tusStoreOf(ctx.storage)]);
  const { db } = ctx.database;
  const discard = async (subidaId: string) => {
    await store.datastore.remove(store.storeId(subidaId)).catch(() => undefined);
    await deleteSubidas(db, [subidaId]);
  };
  checkFirstBytes(store, db, discard);
  seguirCrc(store, db);
  forgetOnRemove(store, db);

  return new Server({
    path: TUS_PATH,
    datastore: store.datastore,
    locker: new DbLocker(db, store.subidaIdOf),
    maxSize: MAX_BYTES.video,
    namingFunction: () => store.storeId(crypto.randomUUID().replaceAll('-', '')),
    generateUrl: (_req, { path, id }) => `${path}/${store.subidaIdOf(id)}`,
    getFileIdFromRequest: (_req, last) => {
      const id = last && store.subidaIdOf(store.storeId(last));
      return id ? store.storeId(id) : undefined;
    },
    allowedOrigins: [new URL(ctx.config.publicUrl).origin],
    disableTerminationForFinishedUploads: false,
    onUploadCreate: (req, upload) => openUpload(ctx, store, req, upload),
    onIncomingRequest: (req, storeId) => refuseClosed(ctx, store, req, storeId),

    // A failure (not a refusal) is logged with its cause here; its text never reaches the client.
    async onResponseError(req, err) {
      if (!(err instanceof Error)) return undefined;
      llamadaDe(req)?.log.error({ err }, 'tus request failed');
      return { status_code: 500, body: '' };
    },

    onUploadFinish: (_req, upload) => checkFinished(ctx, store, discard, upload),
  });
}

/** A creation: its metadata, name, slot, size and period checked, then its `subida` row written. */
async function openUpload(ctx: AppContext, store: TusStore, req: TusRequest, upload: TusUpload) {
  const actor = actorOf(req);
  const meta = metadatosSubidaSchema.safeParse(upload.metadata ?? {});
  if (!meta.success) throw refusal(400, MSG.subidaMetadatos);
  const m = meta.data;
  let nombreOriginal: string;
  try {
    nombreOriginal = nombreSubido(m.filename, m.campo);
  } catch (err) {
    throw asRefusal(err);
  }
  const clase = claseDe(m.grupo, m.campo);
  if (!clase) throw refusal(400, MSG.campoInvalido('campo'));
  const raster = clase === 'raster' ? leerDescRaster(m.grupo, m.campo, m.raster) : null;
  if (raster && 'problema' in raster) throw refusal(400, raster.problema);
  if (upload.size === undefined || upload.size <= 0) throw refusal(400, MSG.seleccioneArchivo);
  if (upload.size > MAX_BYTES[clase]) throw refusal(413, MSG.archivoMuyGrande);
  const p = { servicio_id: m.servicio_id, grupo: m.grupo, start: m.start, end: m.end };
  await servicioDelPeriodo(ctx, p).catch((err: unknown) => {
    throw asRefusal(err);
  });
  const { db } = ctx.database;
  if (await selectCarga(db, m.servicio_id, m.grupo, m.start)) throw refusal(409, MSG.periodoConArchivos);
  await insertSubida(db, {
    subidaId: store.subidaIdOf(upload.id)!,
    servicioId: m.servicio_id,
    grupo: m.grupo,
    inicio: m.start,
    termino: m.end,
    campo: m.campo,
    nombreOriginal,
    tamano: upload.size,
    creadoPor: actor.usuarioId,
    createdAt: ctx.now(),
    raster: raster?.desc ?? null,
    // Nothing received yet: the CRC-32 of no bytes, followed from offset 0 (crc.ts).
    crc: 0,
    crcHasta: 0,
  });
  return {};
}

/**
 * HEAD, PATCH and DELETE: the caller's own upload (its contract's record, policies/subida.ts)
 * while it is still open: committed or expired is "not found" (decision 011).
 */
async function refuseClosed(ctx: AppContext, store: TusStore, req: TusRequest, storeId: string) {
  if (req.method === 'POST') return; // a creation: its row is written by openUpload
  const id = store.subidaIdOf(storeId);
  const row = id && (await selectSubida(ctx.database.db, id));
  if (!row || ctx.now().getTime() - row.createdAt.getTime() > SUBIDA_TTL_MS)
    throw refusal(404, MSG.subidaNoEncontrada);
}

/** A finished upload whose content is not what its slot allows is deleted (415). */
async function checkFinished(
  ctx: AppContext,
  store: TusStore,
  discard: (id: string) => Promise<void>,
  upload: TusUpload,
) {
  const id = store.subidaIdOf(upload.id)!;
  const row = await selectSubida(ctx.database.db, id);
  const head = await readHead(ctx, store.keyOf(id));
  const kind = head && sniff(head);
  if (!row || !permitido(kind, claseDe(row.grupo, row.campo))) {
    await discard(id);
    throw refusal(415, MSG.tipoArchivoNoPermitido);
  }
  await marcarCompleta(ctx.database.db, id, kind, ctx.now());
  metrics.uploadStored('tus', row.tamano);
  return {};
}

async function readHead(ctx: AppContext, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const c of await ctx.storage.get(key, { start: 0, end: HEAD_BYTES - 1 }))
      chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/**
 * Checks the first bytes of an upload as they arrive (the PATCH at offset 0), so a file that is
 * not what its slot allows is refused (415) and deleted before the rest of it is sent.
 */
function checkFirstBytes(
  store: TusStore,
  db: AppContext['database']['db'],
  discard: (id: string) => Promise<void>,
) {
  const ds: DataStore = store.datastore;
  const write = ds.write.bind(ds);
  ds.write = async (readable, storeId, offset) => {
    const id = store.subidaIdOf(storeId);
    if (offset !== 0 || !id) return write(readable, storeId, offset);
    const row = await selectSubida(db, id);
    const { head, rest } = await peek(readable as Readable, HEAD_BYTES);
    // A chunk cut before its first 64 bytes is checked on completion instead.
    if (row && head.length >= Math.min(HEAD_BYTES, row.tamano)) {
      if (!permitido(sniff(head), claseDe(row.grupo, row.campo))) {
        await discard(id);
        throw refusal(415, MSG.tipoArchivoNoPermitido);
      }
    }
    return write(rest, storeId, offset);
  };
}

/**
 * A cancelled upload (tus DELETE, under its lock) forgets its row before its bytes, so a commit
 * can never claim an upload whose bytes are gone.
 */
function forgetOnRemove(store: TusStore, db: AppContext['database']['db']) {
  const ds: DataStore = store.datastore;
  const remove = ds.remove.bind(ds);
  ds.remove = async (storeId) => {
    const id = store.subidaIdOf(storeId);
    if (id) await deleteSubidas(db, [id]);
    return remove(storeId);
  };
}
