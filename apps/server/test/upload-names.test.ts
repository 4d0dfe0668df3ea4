import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { subida } from '../src/db/schema/index.ts';
import { MAX_NOMBRE, nombreSubido } from '../src/lib/uploads.ts';
import { buildTestApp } from './helpers.ts';
import { foliarDelCp, FILES, periodosLibres, storedKeys } from './reportes-helpers.ts';
import { crear, subirEntera } from './tus-helpers.ts';

/**
 * One rule for the name an uploader gives a file, on every upload path (finding 12 and 2 of
 * issue 24): NUL refused with 400, control characters out, whitespace collapsed, length bounded
 * with the extension kept, and never a database error on the way.
 */
const t = await buildTestApp();
const { app } = t;
const { admin, cliente, foliar } = await foliarDelCp(t);
const libres = periodosLibres(t);

const HOSTIL = '=HYPERLINK("http://evil")\r\n.png';
const LIMPIO = '=HYPERLINK("http:__evil") .png';

/**
 * A one-part multipart body written by hand (FormData would escape the very bytes under test); the
 * name as a raw `filename="…"` or, for what a header line cannot hold (CR/LF), as RFC 5987
 * `filename*=UTF-8''…`, which the multipart reader decodes.
 */
function multipart(filename: string, data: Buffer) {
  const boundary = '----agro-nombres';
  const param = /[\r\n"]/.test(filename)
    ? `filename*=UTF-8''${encodeURIComponent(filename)}`
    : `filename="${filename}"`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image0"; ${param}\r\nContent-Type: image/png\r\n\r\n`,
    'utf8',
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const subir = (semana: number, filename: string) => {
  const r = libres.semana(semana);
  const body = multipart(filename, FILES.png());
  return app.inject({
    method: 'POST',
    url: `/api/v1/servicio/subir/edeb/${foliar.servicioId}/${r.inicio}/${r.termino}`,
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
};

const tusMeta = (semana: number, filename: string, campo = 'image0') => {
  const r = libres.semana(semana);
  return {
    servicio_id: foliar.servicioId,
    grupo: 'edeb' as const,
    start: r.inicio,
    end: r.termino,
    campo,
    filename,
  };
};

const nombreDeSubida = async (id: string) =>
  (await t.ctx.database.db.select().from(subida).where(eq(subida.subidaId, id)))[0]?.nombreOriginal;

describe('nombreSubido', () => {
  it('drops controls and invisible characters, collapses whitespace and replaces path separators', () => {
    expect(nombreSubido(HOSTIL, 'x')).toBe(LIMPIO);
    expect(nombreSubido('  NDVI\t\tsemana \u202egnp.exe  ', 'x')).toBe('NDVI semana gnp.exe');
    expect(nombreSubido('C:\\fakepath\\orto.jpg', 'x')).toBe('C:_fakepath_orto.jpg');
    expect(nombreSubido('../../etc/passwd', 'x')).toBe('.._.._etc_passwd');
    expect(nombreSubido('\u0007\u200b', 'image0')).toBe('image0');
    expect(nombreSubido(undefined, 'image0')).toBe('image0');
  });

  it('keeps the extension when it shortens a long name, and never splits a character', () => {
    const largo = nombreSubido(`${'ñ'.repeat(300)}.pdf`, 'x');
    expect(largo).toHaveLength(MAX_NOMBRE);
    expect(largo.endsWith('ñ.pdf')).toBe(true);
    const emoji = nombreSubido(`${'🌱'.repeat(250)}.png`, 'x');
    expect(Array.from(emoji)).toHaveLength(MAX_NOMBRE);
    expect(emoji.endsWith('🌱.png')).toBe(true);
  });

  it('refuses a NUL with 400 and the catalogue message', () => {
    expect(() => nombreSubido('a\u0000b.png', 'x')).toThrow(MSG.nombreArchivoInvalido);
  });
});

describe('one-request upload (POST servicio/subir)', () => {
  it('refuses a file name with a NUL: 400 in Spanish, nothing stored, no SQL', async () => {
    const before = await storedKeys(t, 'servicios');
    const res = await subir(20, 'a\u0000b.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', mensaje: MSG.nombreArchivoInvalido });
    expect(await storedKeys(t, 'servicios')).toEqual(before);
  });

  it('keeps a name with control characters normalised (the multipart reader already drops one with CR/LF)', async () => {
    const res = await subir(21, '=HYPERLINK("evil")\t\u0007\u202e.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().archivos[0].nombre_original).toBe('=HYPERLINK("evil") .png');
  });
});

describe('resumable upload (POST /api/v1/subidas)', () => {
  it('refuses a filename metadata with a NUL: 400 JSON in Spanish, no row, no SQL', async () => {
    const { res } = await crear(app, admin, tusMeta(22, 'a\u0000b.png'), 300);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'error', mensaje: MSG.nombreArchivoInvalido });
    expect(res.body).not.toMatch(/insert|query|params/i);
    expect(await storedKeys(t, 'subidas')).toEqual([]);
  });

  it('normalises the name the same way: stored, listed and zipped without CR/LF', async () => {
    const { res, id } = await crear(app, admin, tusMeta(23, HOSTIL), 300);
    expect(res.statusCode).toBe(201);
    expect(await nombreDeSubida(id)).toBe(LIMPIO);
    const sinNombre = await crear(app, admin, tusMeta(23, '\r\n', 'image1'), 300);
    expect(await nombreDeSubida(sinNombre.id)).toBe('image1');

    const r = libres.semana(24);
    const subida = await subirEntera(app, admin, tusMeta(24, HOSTIL), FILES.png());
    const ok = await app.inject({
      method: 'POST',
      url: `/api/v1/servicio/confirmar/${foliar.servicioId}/${r.inicio}/${r.termino}`,
      headers: { cookie: admin },
      payload: { periodo: 'semanal', archivos: [{ grupo: 'edeb', campo: 'image0', subida }] },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().archivos[0].nombre_original).toBe(LIMPIO);
    const zip = await app.inject({
      url: `/api/v1/descargar/servicios/zip/${foliar.servicioId}/${r.inicio}/${r.termino}`,
      headers: { cookie: cliente },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(LIMPIO))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('\r\n.png'))).toBe(false);
  });
});
