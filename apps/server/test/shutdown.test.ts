import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { shutdown } from '../src/shutdown.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import {
  cargasDe,
  demoServicios,
  FILES,
  multipartBody,
  periodosLibres,
  storedKeys,
} from './reportes-helpers.ts';

// Graceful shutdown of a listening server (what SIGTERM runs in main.ts). The database and storage
// stay open for the assertions: shutdown's close is counted here and done for real by the helper.
async function listening(t: TestApp) {
  const counts = { database: 0, storage: 0 };
  const closeDb = t.ctx.database.close;
  t.ctx.database.close = async () => {
    if (++counts.database > 1) await closeDb();
  };
  const closeStorage = t.ctx.storage.close?.bind(t.ctx.storage);
  t.ctx.storage.close = () => {
    if (++counts.storage > 1) closeStorage?.();
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { port, counts };
}

/** A report upload whose body is sent in two halves; `rest()` sends the second one. */
async function slowUpload(t: TestApp, port: number, semana: number) {
  const admin = await t.login('admin@agrodemo.cl');
  const full = (await demoServicios(t)).byTipo(1, 'EDEB Full');
  const w = periodosLibres(t).semana(semana);
  const big = Buffer.concat([FILES.png(9), Buffer.alloc(2 * 1024 * 1024, 3)]);
  const body = await multipartBody([{ campo: 'image0', filename: 'mapa.png', data: big }]);
  const half = Math.floor(body.payload.length / 2);
  let settle!: (r: { status: number; error?: string }) => void;
  const answered = new Promise<{ status: number; error?: string }>((r) => (settle = r));
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: `/api/v1/servicio/subir/edeb/${full.servicioId}/${w.inicio}/${w.termino}`,
    headers: { ...body.headers, cookie: admin, 'content-length': body.payload.length },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => settle({ status: res.statusCode! }));
  });
  req.on('error', (err) => settle({ status: 0, error: err.message }));
  req.write(body.payload.subarray(0, half));
  await new Promise((r) => setTimeout(r, 300)); // the server is now streaming the file to storage
  return { answered, rest: () => req.end(body.payload.subarray(half)), servicioId: full.servicioId, w };
}

const refused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    () => false,
    () => true,
  );

// One after the other: two seeds at once in one worker starve each other's plugin start timers.
const a = await buildTestApp();
const b = await buildTestApp();

describe('graceful shutdown', () => {
  it('answers 503 on /health, stops accepting, lets an in-flight upload finish, then closes', async () => {
    const { port, counts } = await listening(a);
    const upload = await slowUpload(a, port, 1);
    const stopping = shutdown(a.app, a.ctx, null);
    expect(a.ctx.shuttingDown).toBe(true);
    expect((await a.app.inject({ url: '/health' })).statusCode).toBe(503);
    expect(await refused(port)).toBe(true);
    upload.rest();
    expect(await upload.answered).toEqual({ status: 201 });
    await stopping;
    expect(counts).toEqual({ database: 1, storage: 1 });
    expect((await cargasDe(a, upload.servicioId, upload.w.inicio)).archivos).toHaveLength(1);
  });

  it('cuts a request that outlasts the bound, leaving no rows and no files', async () => {
    const { port, counts } = await listening(b);
    const before = await storedKeys(b, 'servicios');
    const upload = await slowUpload(b, port, 2);
    await shutdown(b.app, b.ctx, null, { requestsGraceMs: 300 });
    expect((await upload.answered).status).toBe(0); // the connection was cut
    expect(counts).toEqual({ database: 1, storage: 1 });
    // The handler notices the cut body and removes what it had stored.
    await expect.poll(() => storedKeys(b, 'servicios')).toEqual(before);
    expect((await cargasDe(b, upload.servicioId, upload.w.inicio)).cargas).toHaveLength(0);
  });
});
