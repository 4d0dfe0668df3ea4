// PGlite runs in this worker thread so that its queries (synchronous WebAssembly once started) never
// block the server's event loop: the main thread keeps parsing requests and writing answers while the
// database works (docs/PERFORMANCE.md, issue 14). Plain JavaScript, not TypeScript, because a worker
// is started by bare node in every setting (tsx in development, vitest, the compiled build).
// The protocol is the small part of PGlite's API that Drizzle's pglite driver uses; see pglite-rpc.ts.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL's WebAssembly is compiled by the baseline compiler only (Liftoff): the optimising tier
// kept ~50 MB more resident for no measurable gain per query, the queries' cost being mostly the
// JavaScript around them (docs/PERFORMANCE.md). Set before PGlite is imported and compiles it; the
// process runs no other WebAssembly on a hot path.
v8.setFlagsFromString('--liftoff-only');
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');

const keepText = (value) => value;

/** Open transactions by id: their PGlite handle and how to end them (commit or roll back). */
const transactions = new Map();
let nextTx = 1;

// Drizzle passes parser functions, which cannot cross threads; every one it passes keeps the text
// as it came (dates, timestamps, intervals), so the main thread sends those types' ids instead.
function queryOptions(msg) {
  return {
    rowMode: msg.rowMode,
    parsers: Object.fromEntries((msg.rawTypes ?? []).map((oid) => [oid, keepText])),
  };
}

// Errors are copied field by field: structured cloning keeps only an Error's message and stack,
// and callers read the SQLSTATE (`code`), `constraint`, `detail`...
function serializeError(err) {
  const fields = {};
  for (const [k, v] of Object.entries(err ?? {}))
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { message: err?.message ?? String(err), name: err?.name, stack: err?.stack, fields };
}

/** Starts a transaction and keeps it open until the main thread ends it; resolves with its id. */
function begin(db) {
  return new Promise((opened, failed) => {
    const id = nextTx++;
    const entry = {};
    entry.done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { tx, commit, rollback });
            transactions.set(id, entry);
            opened(id);
          }),
      )
      .finally(() => transactions.delete(id));
    // A failure before the callback ran (BEGIN itself) rejects the opening; later ones reach end().
    entry.done.catch((err) => {
      if (!entry.tx) failed(err);
    });
  });
}

async function end(id, commit) {
  const t = transactions.get(id);
  if (!t?.tx) throw new Error(`transacción ${id} desconocida`);
  if (commit) t.commit();
  else t.rollback(new Error('rollback'));
  try {
    await t.done;
  } catch (err) {
    if (commit) throw err; // COMMIT failed: the caller must know
  }
}

const db = await PGlite.create(workerData.dataDir, {
  startParams: [...PGlite.defaultStartParams, ...workerData.startParams],
  extensions: { pg_trgm },
});

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx === undefined ? db : transactions.get(msg.tx)?.tx;
      if (!target) throw new Error(`transacción ${msg.tx} desconocida`);
      return target.query(msg.sql, msg.params, queryOptions(msg));
    }
    case 'begin':
      return begin(db);
    case 'end':
      return end(msg.tx, msg.commit);
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`operación desconocida: ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: serializeError(err) }),
  );
});
parentPort.postMessage({ ready: true });
