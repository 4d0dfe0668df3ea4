import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BYTES } from '@agro/domain/constants';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { MSG } from '@agro/domain/messages';
import { subida } from '../src/db/schema/index.ts';
import { tusStoreOf } from '../src/lib/tus-store.ts';
import { refusalOf } from '../src/modules/subida/tus-answers.ts';
import { OPENAPI_FILE } from '../src/openapi-document.ts';
import { buildTestApp } from './helpers.ts';
import { cargasDe, demoServicios, FILES, periodosLibres } from './reportes-helpers.ts';
import { cancelar, crear, enviar, metadata, offsetDe, subirEntera, TUS } from './tus-helpers.ts';

/**
 * The tus routes as contracts (issue 24, findings 2–5): every refusal is our JSON in Spanish with
 * tus's headers kept, no failure text ever leaves the server, an upload is its creator's, and a
 * commit can be replayed or raced without a 500.
 */
const t = await buildTestApp();
const { app } = t;
const [admin, dev, cliente] = await Promise.all(
  ['admin@agrodemo.cl', 'dev@agrodemo.cl', 'cliente@agrodemo.cl'].map((e) => t.login(e)),
);
const { byTipo } = await demoServicios(t);
const cp1 = (await app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente! } })).json().cp[0]
  .cp_id as number;
const foliar = byTipo(cp1, 'EDEB Foliar');
const libres = periodosLibres(t);

const meta = (semana: number, campo = 'image0'): MetadatosSubida => {
  const r = libres.semana(semana);
  return {
    servicio_id: foliar.servicioId,
    grupo: 'edeb',
    start: r.inicio,
    end: r.termino,
    campo,
    filename: 'a.png',
  };
};

const post = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/subidas', headers: { cookie: admin!, ...headers } });

/** A refusal under the contract: its status, JSON `{status:"error", mensaje}` and tus's version header. */
function refused(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']).split(';')[0],
    tus: res.headers['tus-resumable'],
    body: res.json(),
  };
}
const contract = (status: number, mensaje: string) => ({
  status,
  type: 'application/json',
  tus: '1.0.0',
  body: { status: 'error', mensaje },
});

const confirmar = (cookie: string, semana: number, archivos: { campo: string; subida: string }[]) => {
  const r = libres.semana(semana);
  return app.inject({
    method: 'POST',
    url: `/api/v1/servicio/confirmar/${foliar.servicioId}/${r.inicio}/${r.termino}`,
    headers: { cookie },
    payload: { periodo: 'semanal', archivos: archivos.map((a) => ({ grupo: 'edeb', ...a })) },
  });
};

const filas = async (id: string) =>
  (await t.ctx.database.db.select().from(subida).where(eq(subida.subidaId, id))).length;

describe('tus refusals are the contract', () => {
  it("answers tus's own refusals as JSON in Spanish, keeping Tus-Resumable", async () => {
    const m = metadata(meta(30));
    expect(refused(await post({ 'upload-length': '300', 'upload-metadata': m }))).toEqual(
      contract(412, MSG.tusVersionRequerida),
    );
    expect(refused(await post({ ...TUS, 'upload-length': 'abc', 'upload-metadata': m }))).toEqual(
      contract(400, MSG.tusCabeceraInvalida('upload-length')),
    );
    expect(refused(await post({ ...TUS, 'upload-metadata': m }))).toEqual(
      contract(400, MSG.tusLargoRequerido),
    );
    expect(
      refused(await post({ ...TUS, 'upload-length': String(MAX_BYTES.video + 1), 'upload-metadata': m })),
    ).toEqual(contract(413, MSG.archivoMuyGrande));
    expect(refused(await post({ ...TUS, 'upload-length': '300', 'upload-metadata': 'servicio_id' }))).toEqual(
      contract(400, MSG.subidaMetadatos),
    );
  });

  it('answers our own refusals (413, 415) and a wrong offset (409) as JSON', async () => {
    const grande = await crear(app, admin!, meta(31), 26 * 1024 * 1024);
    expect(refused(grande.res)).toEqual(contract(413, MSG.archivoMuyGrande));

    const { id } = await crear(app, admin!, meta(31, 'image1'), 600);
    const fuera = await enviar(app, admin!, id, 100, FILES.png().subarray(0, 100));
    expect(refused(fuera)).toEqual(contract(409, MSG.tusAvanceDistinto));
    expect(refused(await enviar(app, admin!, id, 0, FILES.exe()))).toEqual(
      contract(415, MSG.tipoArchivoNoPermitido),
    );
  });

  it('never sends the text of a failure: 500 with a reference, the cause only in the log', async () => {
    const store = await tusStoreOf(t.ctx.storage);
    const create = store.datastore.create.bind(store.datastore);
    store.datastore.create = () =>
      Promise.reject(new Error('Failed query: insert into "subida" ("subida_id") values ($1) params: x'));
    try {
      const res = await crear(app, admin!, meta(32), 300);
      expect(res.res.statusCode).toBe(500);
      expect(res.res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.res.json().mensaje).toMatch(new RegExp(`^${MSG.errorInterno}`));
      expect(res.res.body).not.toMatch(/insert|query|params/i);
    } finally {
      store.datastore.create = create;
    }
    expect(refusalOf(500, 'Something went wrong with that request\nFailed query: insert')).toBeUndefined();
    expect(refusalOf(400, 'Failed query: insert into "subida"')).toEqual({
      status: 400,
      mensaje: MSG.tusSolicitudInvalida,
    });
  });

  // The checked-in description; contracts.test.ts proves it is the one the code generates.
  it('declares HEAD /subidas/{id} with the other tus routes in OpenAPI', () => {
    const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/subidas/{id}']!).sort()).toEqual(['delete', 'head', 'patch']);
    expect(doc.paths['/api/v1/subidas']!.post).toBeDefined();
  });
});

describe('an upload is its creator’s (decision 011)', () => {
  it('another staff member gets 404 on HEAD, PATCH, DELETE and 400 on a commit of it; the upload is untouched', async () => {
    const png = FILES.png();
    const { id } = await crear(app, admin!, meta(33), png.length);
    expect(await offsetDe(app, dev!, id)).toEqual({ status: 404, offset: -1 });
    expect(refused(await enviar(app, dev!, id, 0, png))).toEqual(contract(404, MSG.subidaNoEncontrada));
    expect(refused(await cancelar(app, dev!, id))).toEqual(contract(404, MSG.subidaNoEncontrada));
    expect(await offsetDe(app, admin!, id)).toEqual({ status: 200, offset: 0 });
    expect((await enviar(app, admin!, id, 0, png)).statusCode).toBe(204);
    const ajeno = await confirmar(dev!, 33, [{ campo: 'image0', subida: id }]);
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(MSG.subidaNoEncontrada);
    expect((await confirmar(admin!, 33, [{ campo: 'image0', subida: id }])).statusCode).toBe(201);
  });
});

describe('commit races and cancelled uploads', () => {
  it('three parallel commits of the same uploads: one 201, the others 409, never a 500', async () => {
    const a = await subirEntera(app, admin!, meta(34, 'image0'), FILES.png(1));
    const b = await subirEntera(app, admin!, meta(34, 'image1'), FILES.png(2));
    const archivos = [
      { campo: 'image0', subida: a },
      { campo: 'image1', subida: b },
    ];
    const answers = await Promise.all([1, 2, 3].map(() => confirmar(admin!, 34, archivos)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409))
      expect([MSG.subidaEnConfirmacion, MSG.periodoConArchivos]).toContain(r.json().mensaje);
    const { archivos: publicados } = await cargasDe(t, foliar.servicioId, libres.semana(34).inicio);
    expect(publicados).toHaveLength(2);
    // A replay afterwards: the period is taken.
    const replay = await confirmar(admin!, 34, archivos);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().mensaje).toBe(MSG.periodoConArchivos);
  });

  it('a cancelled upload loses its row (204), and committing it is 400 "not found"', async () => {
    const id = await subirEntera(app, admin!, meta(35), FILES.png());
    expect((await cancelar(app, admin!, id)).statusCode).toBe(204);
    expect(await filas(id)).toBe(0);
    const res = await confirmar(admin!, 35, [{ campo: 'image0', subida: id }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(MSG.subidaNoEncontrada);
  });
});
