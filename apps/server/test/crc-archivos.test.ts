import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { archivoServicio, subida } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';
import {
  cargasDe,
  demoServicios,
  FILES,
  multipartBody,
  periodosLibres,
  type Parte,
} from './reportes-helpers.ts';
import { crear, enviar, enviarCortado, offsetDe } from './tus-helpers.ts';

// The CRC-32 kept at upload for the period ZIP (issue 25): each upload path's against gzip's own (the
// last 8 bytes of `gzip -c` are the CRC-32, little-endian, then the size), the ZIP checked by `unzip -t`.
const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const { byTipo } = await demoServicios(t);
const cp1 = (
  await app.inject({ url: '/api/v1/cp/self', headers: { cookie: await t.login('cliente@agrodemo.cl') } })
).json().cp[0].cp_id as number;
const full = byTipo(cp1, 'EDEB Full');
const foliar = byTipo(cp1, 'EDEB Foliar');
const libres = periodosLibres(t);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'agro-crc-'));

function crcDeGzip(data: Buffer): number {
  const file = path.join(tmp, `gz-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, data);
  const trailer = execFileSync('sh', ['-c', 'gzip -c "$1" | tail -c 8', 'sh', file]);
  return trailer.readUInt32LE(0);
}

/** `unzip -t`'s exit status and output for a ZIP. */
function unzipT(zip: Buffer): { status: number | null; out: string } {
  const file = path.join(tmp, `z-${randomBytes(4).toString('hex')}.zip`);
  writeFileSync(file, zip);
  const r = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** Each entry's name and CRC-32 as the central directory records them. */
function centrales(zip: Buffer): Map<string, number> {
  let i = zip.readUInt32LE(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  const out = new Map<string, number>();
  while (zip.readUInt32LE(i) === 0x02014b50) {
    const n = zip.readUInt16LE(i + 28);
    out.set(zip.subarray(i + 46, i + 46 + n).toString('utf8'), zip.readUInt32LE(i + 16));
    i += 46 + n + zip.readUInt16LE(i + 30) + zip.readUInt16LE(i + 32);
  }
  return out;
}

async function leido(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await t.ctx.storage.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function zipDe(servicioId: number, r: { inicio: string; termino: string }): Promise<Buffer> {
  const res = await app.inject({
    url: `/api/v1/descargar/servicios/zip/${servicioId}/${r.inicio}/${r.termino}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** An MP4-looking file of `n` random bytes (several of the storage's chunks). */
const video = (n: number) => Buffer.concat([FILES.mp4().subarray(0, 20), randomBytes(n - 20)]);

const semanaMultipart = libres.semana(10);
const EDEB: Parte[] = [
  { campo: 'image0', filename: 'ndvi.png', data: FILES.png(3), type: 'image/png' },
  { campo: 'image1', filename: 'orto.jpg', data: FILES.jpg(), type: 'image/jpeg' },
  { campo: 'video0', filename: 'vuelo.mp4', data: video(3 * 2 ** 20 + 7), type: 'video/mp4' },
  { campo: 'resfile0', filename: 'resumen.pdf', data: FILES.pdf('crc'), type: 'application/pdf' },
];

// A weekly EDEB video of the foliar service, as the wizard announces it to tus.
const metadatosVideo = (r: { inicio: string; termino: string }, filename: string) =>
  ({
    servicio_id: foliar.servicioId,
    grupo: 'edeb',
    start: r.inicio,
    end: r.termino,
    campo: 'video0',
    filename,
  }) as MetadatosSubida;

// The wizard's confirm step for one weekly video uploaded through tus.
const confirmarVideo = (r: { inicio: string; termino: string }, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/servicio/confirmar/${foliar.servicioId}/${r.inicio}/${r.termino}`,
    headers: { cookie: admin },
    payload: { periodo: 'semanal', archivos: [{ grupo: 'edeb', campo: 'video0', subida: id }] },
  });

describe('CRC-32 kept at upload', () => {
  it('multipart: each file row has the CRC of its bytes', async () => {
    const body = await multipartBody(EDEB);
    const r = semanaMultipart;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/servicio/subir/edeb/${full.servicioId}/${r.inicio}/${r.termino}`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const { archivos } = await cargasDe(t, full.servicioId, r.inicio);
    expect(archivos).toHaveLength(EDEB.length);
    for (const p of EDEB) {
      const row = archivos.find((a) => a.campo === p.campo)!;
      expect(row.crc).toBe(crcDeGzip((p as { data: Buffer }).data));
    }
  });

  it('tus: the CRC follows the requests, a dropped one included, and the commit writes it', async () => {
    const r = libres.semana(11);
    const data = video(2 * 2 ** 20 + 11);
    const m = metadatosVideo(r, 'vuelo.mp4');
    const { res, id } = await crear(app, admin, m, data.length);
    expect(res.statusCode).toBe(201);
    // A connection cut after 700 KB, then the rest in two requests.
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    await enviarCortado(app, admin, id, data, 700_000);
    let { offset } = await offsetDe(app, admin, id);
    expect(offset).toBeGreaterThan(0);
    const mitad = offset + Math.floor((data.length - offset) / 2);
    expect((await enviar(app, admin, id, offset, data.subarray(offset, mitad))).statusCode).toBe(204);
    offset = mitad;
    expect((await enviar(app, admin, id, offset, data.subarray(offset))).statusCode).toBe(204);
    expect((await confirmarVideo(r, id)).statusCode).toBe(201);
    const { archivos } = await cargasDe(t, foliar.servicioId, r.inicio);
    expect(archivos).toHaveLength(1);
    expect(archivos[0]!.crc).toBe(crcDeGzip(data));
    expect(unzipT(await zipDe(foliar.servicioId, r)).status).toBe(0);
  });

  it('tus: a write the CRC could not follow leaves the file without one, and its first ZIP computes it', async () => {
    const r = libres.semana(12);
    const data = video(300_000);
    const m = metadatosVideo(r, 'perdido.mp4');
    const { id } = await crear(app, admin, m, data.length);
    expect((await enviar(app, admin, id, 0, data.subarray(0, 100_000))).statusCode).toBe(204);
    // As if a write had failed after storing part of its bytes: the CRC stopped elsewhere.
    await db.update(subida).set({ crcHasta: 50_000 }).where(eq(subida.subidaId, id));
    expect((await enviar(app, admin, id, 100_000, data.subarray(100_000))).statusCode).toBe(204);
    expect((await confirmarVideo(r, id)).statusCode).toBe(201);
    const [row] = (await cargasDe(t, foliar.servicioId, r.inicio)).archivos;
    expect(row!.crc).toBeNull();
    expect(unzipT(await zipDe(foliar.servicioId, r)).status).toBe(0);
    const esperado = crcDeGzip(data);
    await vi.waitFor(
      async () => {
        const [a] = await db
          .select()
          .from(archivoServicio)
          .where(eq(archivoServicio.archivoId, row!.archivoId));
        expect(a!.crc).toBe(esperado);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('the demo seed: its report files have the CRC of their stored bytes', async () => {
    const rows = await db.select().from(archivoServicio).where(isNotNull(archivoServicio.crc));
    const uno = [...new Map(rows.map((a) => [a.extension, a])).values()];
    expect(uno.map((a) => a.extension).sort()).toEqual(expect.arrayContaining(['jpg', 'mp4', 'pdf', 'png']));
    for (const a of uno) expect(a.crc).toBe(crcDeGzip(await leido(a.storageKey)));
  });
});

describe('the period ZIP and the kept CRCs', () => {
  it('is built from the kept CRCs and passes unzip -t', async () => {
    const zip = await zipDe(full.servicioId, semanaMultipart);
    expect(unzipT(zip)).toMatchObject({ status: 0 });
    const { archivos } = await cargasDe(t, full.servicioId, semanaMultipart.inicio);
    const crcs = centrales(zip);
    for (const a of archivos) expect(crcs.get(a.nombreOriginal)).toBe(a.crc);
  });

  it('carries the kept CRC as it is, without hashing the file (a wrong one fails unzip -t)', async () => {
    const { archivos } = await cargasDe(t, full.servicioId, semanaMultipart.inicio);
    const pdf = archivos.find((a) => a.extension === 'pdf')!;
    const errado = (pdf.crc! ^ 0x5a5a5a5a) >>> 0;
    await db.update(archivoServicio).set({ crc: errado }).where(eq(archivoServicio.archivoId, pdf.archivoId));
    try {
      const zip = await zipDe(full.servicioId, semanaMultipart);
      expect(centrales(zip).get(pdf.nombreOriginal)).toBe(errado);
      const u = unzipT(zip);
      expect(u.status).not.toBe(0);
      expect(u.out).toMatch(/resumen\.pdf.*bad CRC/);
    } finally {
      await db
        .update(archivoServicio)
        .set({ crc: pdf.crc })
        .where(eq(archivoServicio.archivoId, pdf.archivoId));
    }
  });

  it('a file stored before CRCs were kept gets its CRC from its first ZIP', async () => {
    const { archivos } = await cargasDe(t, full.servicioId, semanaMultipart.inicio);
    const ids = archivos.map((a) => a.archivoId);
    await db.update(archivoServicio).set({ crc: null }).where(inArray(archivoServicio.archivoId, ids));
    const zip = await zipDe(full.servicioId, semanaMultipart);
    expect(unzipT(zip)).toMatchObject({ status: 0 });
    // Kept after each entry is sent, without holding up the download.
    const esperados = new Map<number, number>();
    for (const a of archivos) esperados.set(a.archivoId, crcDeGzip(await leido(a.storageKey)));
    await vi.waitFor(
      async () => {
        const rows = await db.select().from(archivoServicio).where(inArray(archivoServicio.archivoId, ids));
        for (const a of rows) expect(a.crc).toBe(esperados.get(a.archivoId));
      },
      { timeout: 10_000, interval: 50 },
    );
    const crcs = centrales(zip);
    for (const a of archivos) expect(crcs.get(a.nombreOriginal)).toBe(a.crc);
  });
});
