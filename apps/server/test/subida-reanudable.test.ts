import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { subida } from '../src/db/schema/index.ts';
import { runTask } from '../src/jobs/scheduler.ts';
import { buildTestApp } from './helpers.ts';
import { cargasDe, demoServicios, FILES, periodosLibres, storedKeys } from './reportes-helpers.ts';
import { cancelar, crear, enviar, enviarCortado, offsetDe, subirEntera } from './tus-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const [admin, dev, cliente] = await Promise.all(
  ['admin@agrodemo.cl', 'dev@agrodemo.cl', 'cliente@agrodemo.cl'].map((e) => t.login(e)),
);
const { byTipo } = await demoServicios(t);
const cp1 = (await app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente! } })).json().cp[0]
  .cp_id as number;
const full = byTipo(cp1, 'EDEB Full');
const foliar = byTipo(cp1, 'EDEB Foliar');
const libres = periodosLibres(t);

const meta = (servicioId: number, grupo: string, r: { inicio: string; termino: string }, campo: string) =>
  ({
    servicio_id: servicioId,
    grupo,
    start: r.inicio,
    end: r.termino,
    campo,
    filename: `${campo}.bin`,
  }) as MetadatosSubida;

/** An MP4-looking file of `n` random bytes. */
const video = (n: number) => Buffer.concat([FILES.mp4().subarray(0, 20), randomBytes(n - 20)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const confirmar = (
  cookie: string,
  servicioId: number,
  r: { inicio: string; termino: string },
  archivos: { grupo: string; campo: string; subida: string }[],
  periodo = 'semanal',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/servicio/confirmar/${servicioId}/${r.inicio}/${r.termino}`,
    headers: { cookie },
    payload: { periodo, archivos },
  });

const periodoVisible = async (servicioId: number, inicio: string) => {
  const res = await app.inject({
    url: `/api/v1/servicio/archivos/${servicioId}/semanal`,
    headers: { cookie: cliente! },
  });
  return res.statusCode === 200 && Boolean(res.json().archivos[inicio]);
};

const filas = async (id: string) =>
  (await t.ctx.database.db.select().from(subida).where(eq(subida.subidaId, id))).length;

describe('tus creation (POST /api/v1/subidas)', () => {
  it('refuses a client (403), a wrong slot or metadata (400), a declared size over the class limit (413) and a taken period (409)', async () => {
    const r = libres.semana(1);
    expect(
      (await crear(app, cliente!, meta(foliar.servicioId, 'edeb', r, 'image0'), 100)).res.statusCode,
    ).toBe(403);
    expect((await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'image9'), 100)).res.statusCode).toBe(
      400,
    );
    const sinPeriodo = await crear(
      app,
      admin!,
      { ...meta(foliar.servicioId, 'edeb', r, 'image0'), end: r.inicio },
      100,
    );
    expect(sinPeriodo.res.statusCode).toBe(400);
    expect(sinPeriodo.res.json().mensaje).toBe(MSG.periodoInvalido);
    // 26 MB declared for an image: refused before a single byte is sent.
    const grande = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'image0'), 26 * 1024 * 1024);
    expect(grande.res.statusCode).toBe(413);
    expect(grande.res.json().mensaje).toBe(MSG.archivoMuyGrande);
    // A sensor group on an EDEB Foliar service.
    expect(
      (await crear(app, admin!, meta(foliar.servicioId, 'sensores', r, 'image0'), 100)).res.statusCode,
    ).toBe(400);
    // A week of the demo data already has files.
    const demo = { inicio: libres.semana(-3).inicio, termino: libres.semana(-3).termino };
    expect(
      (await crear(app, admin!, meta(foliar.servicioId, 'edeb', demo, 'image0'), 100)).res.statusCode,
    ).toBe(409);
    expect(await storedKeys(t, 'subidas')).toEqual([]);
  });
});

describe('resumable transfer', () => {
  it('an upload cut at half resumes from the offset the server kept and ends byte-identical', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const r = libres.semana(3);
    // Past two 8 MiB parts: on S3 what survives a cut is whole parts (the current one is resent).
    const data = video(20 * 1024 * 1024 + 17);
    const { res, id } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'video0'), data.length);
    expect(res.statusCode).toBe(201);
    await enviarCortado(app, admin!, id, data, data.length / 2);
    const half = await offsetDe(app, admin!, id);
    expect(half.status).toBe(200);
    expect(half.offset).toBeGreaterThan(0);
    expect(half.offset).toBeLessThan(data.length);
    const rest = await enviar(app, admin!, id, half.offset, data.subarray(half.offset));
    expect(rest.statusCode).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(data.length);
    // Complete but not committed: no client sees it.
    expect(await periodoVisible(foliar.servicioId, r.inicio)).toBe(false);

    const ok = await confirmar(admin!, foliar.servicioId, r, [
      { grupo: 'edeb', campo: 'video0', subida: id },
    ]);
    expect(ok.statusCode).toBe(201);
    const [a] = ok.json().archivos;
    expect(a).toMatchObject({
      campo: 'video0',
      extension: 'mp4',
      tamano: data.length,
      nombre_original: 'video0.bin',
    });
    expect(await periodoVisible(foliar.servicioId, r.inicio)).toBe(true);
    const dl = await app.inject({
      url: `/api/v1/descargar/servicios/${a.nombre}.${a.extension}`,
      headers: { cookie: cliente! },
    });
    expect(dl.statusCode).toBe(200);
    expect(sha(dl.rawPayload)).toBe(sha(data));
    // The upload is gone once committed: its bytes moved, its row and side files removed.
    expect(await filas(id)).toBe(0);
    expect(await storedKeys(t, 'subidas')).toEqual([]);
    expect((await offsetDe(app, admin!, id)).status).toBe(404);
  });

  it('refuses (415) and deletes an upload whose first bytes are not what its slot allows', async () => {
    const r = libres.semana(4);
    const exe = FILES.exe();
    const { id } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'image0'), exe.length * 10);
    const res = await enviar(app, admin!, id, 0, exe);
    expect(res.statusCode).toBe(415);
    expect(res.json().mensaje).toBe(MSG.tipoArchivoNoPermitido);
    expect(await filas(id)).toBe(0);
    expect((await offsetDe(app, admin!, id)).status).toBe(404);
    expect(await storedKeys(t, 'subidas')).toEqual([]);
    // A PDF is a real file, but not for an image slot.
    const pdf = FILES.pdf();
    const other = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'image1'), pdf.length);
    expect((await enviar(app, admin!, other.id, 0, pdf)).statusCode).toBe(415);
  });

  it('checks the content again on completion when the first chunk was too short to tell', async () => {
    const r = libres.semana(4);
    const pdf = FILES.pdf();
    const { id } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'video1'), pdf.length);
    expect((await enviar(app, admin!, id, 0, pdf.subarray(0, 3))).statusCode).toBe(204);
    const end = await enviar(app, admin!, id, 3, pdf.subarray(3));
    expect(end.statusCode).toBe(415);
    expect(await filas(id)).toBe(0);
  });
});

describe('commit (POST servicio/confirmar)', () => {
  it("refuses a missing group, an unfinished upload, another slot's upload and a wrong period; nothing is published", async () => {
    const r = libres.semana(5);
    const img = await subirEntera(app, admin!, meta(full.servicioId, 'edeb', r, 'image0'), FILES.png());
    // EDEB Full weekly sends EDEB and Sensores: Sensores is missing.
    const sinSensores = await confirmar(admin!, full.servicioId, r, [
      { grupo: 'edeb', campo: 'image0', subida: img },
    ]);
    expect(sinSensores.statusCode).toBe(400);
    expect(sinSensores.json().mensaje).toBe(MSG.faltanArchivosGrupo('Sensores'));
    const { id: half } = await crear(app, admin!, meta(full.servicioId, 'sensores', r, 'video0'), 1000);
    const incompleta = await confirmar(admin!, full.servicioId, r, [
      { grupo: 'edeb', campo: 'image0', subida: img },
      { grupo: 'sensores', campo: 'video0', subida: half },
    ]);
    expect(incompleta.statusCode).toBe(400);
    expect(incompleta.json().mensaje).toBe(MSG.subidaIncompleta('video0'));
    const otroEspacio = await confirmar(admin!, full.servicioId, r, [
      { grupo: 'edeb', campo: 'image1', subida: img },
      { grupo: 'sensores', campo: 'video0', subida: half },
    ]);
    expect(otroEspacio.statusCode).toBe(400);
    expect(
      (await confirmar(admin!, full.servicioId, r, [{ grupo: 'global', campo: 'file0', subida: img }]))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await confirmar(admin!, full.servicioId, { ...r, termino: r.inicio }, [
          { grupo: 'edeb', campo: 'image0', subida: img },
        ])
      ).statusCode,
    ).toBe(400);
    expect(await periodoVisible(full.servicioId, r.inicio)).toBe(false);
    // Both groups complete: one commit publishes both, in one transaction.
    const sens = await subirEntera(
      app,
      admin!,
      meta(full.servicioId, 'sensores', r, 'resfile0'),
      FILES.pdf(),
    );
    const ok = await confirmar(admin!, full.servicioId, r, [
      { grupo: 'edeb', campo: 'image0', subida: img },
      { grupo: 'sensores', campo: 'resfile0', subida: sens },
    ]);
    expect(ok.statusCode).toBe(201);
    expect((await cargasDe(t, full.servicioId, r.inicio)).cargas.map((c) => c.grupo).sort()).toEqual([
      'edeb',
      'sensores',
    ]);
  });

  it('two staff committing the same period: one 201, the other 409 with nothing of theirs kept', async () => {
    const r = libres.semana(6);
    const a = await subirEntera(app, admin!, meta(foliar.servicioId, 'edeb', r, 'image0'), FILES.png(1));
    const b = await subirEntera(app, dev!, meta(foliar.servicioId, 'edeb', r, 'image0'), FILES.png(2));
    const before = await storedKeys(t, 'servicios');
    const answers = await Promise.all([
      confirmar(admin!, foliar.servicioId, r, [{ grupo: 'edeb', campo: 'image0', subida: a }]),
      confirmar(dev!, foliar.servicioId, r, [{ grupo: 'edeb', campo: 'image0', subida: b }]),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    const { archivos } = await cargasDe(t, foliar.servicioId, r.inicio);
    expect(archivos).toHaveLength(1);
    // One new stored file (the winner's); the loser's upload, bytes and row are gone.
    expect((await storedKeys(t, 'servicios')).length).toBe(before.length + 1);
    expect((await storedKeys(t, 'subidas')).filter((k) => k.startsWith(a) || k.startsWith(b))).toEqual([]);
    expect((await filas(a)) + (await filas(b))).toBe(0);
  });
});

describe('limpieza_subidas', () => {
  it('removes unfinished uploads older than 24 h, bytes and rows, and keeps younger ones', async () => {
    const r = libres.semana(7);
    const data = video(5000);
    const { id: vieja } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'video0'), data.length);
    await enviar(app, admin!, vieja, 0, data.subarray(0, 2000));
    const inicio = new Date();
    t.setNow(new Date(inicio.getTime() + 12 * 3600_000));
    const { id: joven } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'video1'), data.length);
    t.setNow(new Date(inicio.getTime() + 25 * 3600_000));
    try {
      const out = await runTask(t.ctx, 'limpieza_subidas', new Date(inicio.getTime() + 25 * 3600_000), {
        manual: true,
      });
      expect(out).toMatchObject({ status: 'ok' });
      expect(await filas(vieja)).toBe(0);
      expect(await filas(joven)).toBe(1);
      expect((await storedKeys(t, 'subidas')).filter((k) => k.startsWith(vieja))).toEqual([]);
      expect((await offsetDe(app, admin!, vieja)).status).toBe(404);
    } finally {
      t.setNow(null as unknown as Date);
    }
    await cancelar(app, admin!, joven);
  });
});

describe('several processes', () => {
  // A second application on the same database and storage: its own tus server, datastore cache
  // and (on PostgreSQL) its own connection pool, as a second process behind the load balancer.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-tus-b-'));
  // Only on PostgreSQL: the embedded database is one process's by nature.
  const url = t.ctx.config.databaseUrl;
  const pg = url && /^postgres(ql)?:/.test(url) ? url : undefined;
  const second = pg
    ? (async () => {
        const database = await openDatabase(pg, dir);
        return { b: await buildApp({ ...t.ctx, database }), database };
      })()
    : null;
  afterAll(async () => {
    const s = await second;
    await s?.b.close();
    await s?.database.close();
  });

  it.skipIf(!pg)('chunks of one upload sent to two instances alternately end byte-identical', async () => {
    const { b } = (await second)!;
    const r = libres.semana(8);
    const data = video(2 * 1024 * 1024 + 5);
    const { id } = await crear(app, admin!, meta(foliar.servicioId, 'edeb', r, 'video0'), data.length);
    const step = 512 * 1024;
    for (let off = 0, i = 0; off < data.length; off += step, i++) {
      const target = i % 2 === 0 ? b : app;
      expect(await offsetDe(target, admin!, id)).toEqual({ status: 200, offset: off });
      const res = await enviar(target, admin!, id, off, data.subarray(off, off + step));
      expect(res.statusCode).toBe(204);
    }
    const ok = await confirmar(admin!, foliar.servicioId, r, [
      { grupo: 'edeb', campo: 'video0', subida: id },
    ]);
    expect(ok.statusCode).toBe(201);
    const a = ok.json().archivos[0];
    const dl = await b.inject({
      url: `/api/v1/descargar/servicios/${a.nombre}.${a.extension}`,
      headers: { cookie: cliente! },
    });
    expect(sha(dl.rawPayload)).toBe(sha(data));
  });
});
