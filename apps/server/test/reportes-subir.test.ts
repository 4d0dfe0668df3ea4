import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { archivoServicio, carga } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';
import {
  cargasDe,
  demoServicios,
  FILES,
  multipartBody,
  periodosLibres,
  storedKeys,
  type Parte,
} from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const [admin, dev, cliente, empleado] = await Promise.all(
  ['admin@agrodemo.cl', 'dev@agrodemo.cl', 'cliente@agrodemo.cl', 'empleado@agrodemo.cl'].map((e) =>
    t.login(e),
  ),
);
const { byTipo } = await demoServicios(t);
const cp1 = (await app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente! } })).json().cp[0]
  .cp_id as number;
const full = byTipo(cp1, 'EDEB Full');
const foliar = byTipo(cp1, 'EDEB Foliar');
const sensores = byTipo(cp1, 'EDEB Sensores');
const libres = periodosLibres(t);

async function subir(
  cookie: string | null,
  grupo: string,
  servicioId: number,
  r: { inicio: string; termino: string },
  partes: Parte[],
) {
  const body = await multipartBody(partes);
  return app.inject({
    method: 'POST',
    url: `/api/v1/servicio/subir/${grupo}/${servicioId}/${r.inicio}/${r.termino}`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
const validar = (
  cookie: string | null,
  servicioId: number,
  grupo: string,
  r: { inicio: string; termino: string },
) =>
  app.inject({
    url: `/api/v1/servicio/validar/${servicioId}/${grupo}/${r.inicio}/${r.termino}`,
    headers: cookie ? { cookie } : {},
  });

async function descargar(cookie: string, nombre: string, extension: string) {
  return app.inject({ url: `/api/v1/descargar/servicios/${nombre}.${extension}`, headers: { cookie } });
}

const EDEB: Parte[] = [
  { campo: 'image0', filename: 'NDVI semana.png', data: FILES.png(1), type: 'image/png' },
  { campo: 'image1', filename: 'orto.jpg', data: FILES.jpg(), type: 'image/jpeg' },
  { campo: 'video0', filename: 'vuelo.mp4', data: FILES.mp4(), type: 'video/mp4' },
  { campo: 'resfile0', filename: 'Resumen EDEB.pdf', data: FILES.pdf('edeb'), type: 'application/pdf' },
];

describe('GET servicio/validar', () => {
  it('401 without a session, 403 for clients and employees', async () => {
    const r = libres.semana(0);
    expect((await validar(null, full.servicioId, 'edeb', r)).statusCode).toBe(401);
    expect((await validar(cliente!, full.servicioId, 'edeb', r)).statusCode).toBe(403);
    expect((await validar(empleado!, full.servicioId, 'edeb', r)).statusCode).toBe(403);
  });

  it('answers false for a free period and true for one with files (demo weeks and months)', async () => {
    const free = await validar(admin!, full.servicioId, 'edeb', libres.semana(0));
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ status: 'success', res: false });
    const [semanaDemo] = await t.ctx.database.db
      .select()
      .from(carga)
      .where(eq(carga.servicioId, full.servicioId))
      .limit(1);
    const taken = await validar(dev!, full.servicioId, semanaDemo!.grupo, {
      inicio: semanaDemo!.inicio,
      termino: semanaDemo!.termino,
    });
    expect(taken.json()).toEqual({ status: 'success', res: true });
  });

  it('400 for a range that is not a Monday–Sunday week or a whole month', async () => {
    const w = libres.semana(0);
    const m = libres.mes(0);
    for (const [grupo, r] of [
      ['edeb', { inicio: addDays(w.inicio, 1), termino: addDays(w.termino, 1) }],
      ['sensores', { inicio: w.inicio, termino: addDays(w.termino, -1) }],
      ['global', w],
      ['edeb', m],
      ['global', { inicio: addDays(m.inicio, 1), termino: m.termino }],
      ['edeb', { inicio: '2026-02-30', termino: '2026-03-06' }],
      ['edeb', { inicio: '2026-13-01', termino: '2026-13-07' }],
    ] as const) {
      const res = await validar(admin!, full.servicioId, grupo, r);
      expect(res.statusCode, `${grupo} ${r.inicio}`).toBe(400);
      expect(res.json().mensaje).toBe(MSG.periodoInvalido);
    }
    expect((await validar(admin!, full.servicioId, 'otro', w)).statusCode).toBe(400);
  });

  it('400 with the spec message when the service type lacks the group; 404 for an unknown service', async () => {
    const w = libres.semana(0);
    expect((await validar(admin!, foliar.servicioId, 'sensores', w)).json().mensaje).toBe(
      MSG.sinSensoresIngresado,
    );
    expect((await validar(admin!, sensores.servicioId, 'edeb', w)).json().mensaje).toBe(MSG.sinEdebIngresado);
    expect((await validar(admin!, sensores.servicioId, 'global', libres.mes(0))).json().res).toBe(false);
    expect((await validar(admin!, 999_999, 'edeb', w)).statusCode).toBe(404);
  });
});

describe('POST servicio/subir', () => {
  it('401 without a session and 403 for a client, storing nothing', async () => {
    const before = await storedKeys(t, 'servicios');
    const r = libres.semana(1);
    expect((await subir(null, 'edeb', full.servicioId, r, EDEB)).statusCode).toBe(401);
    const res = await subir(cliente!, 'edeb', full.servicioId, r, EDEB);
    expect(res.statusCode).toBe(403);
    expect((await subir(empleado!, 'edeb', full.servicioId, r, EDEB)).statusCode).toBe(403);
    expect(await storedKeys(t, 'servicios')).toEqual(before);
    expect((await cargasDe(t, full.servicioId, r.inicio)).cargas).toHaveLength(0);
  });

  it('EDEB round trip: upload, list as the linked employee, download the same bytes; then 409 for the same period', async () => {
    const r = libres.semana(2);
    const mailsBefore = t.outbox().length;
    const res = await subir(admin!, 'edeb', full.servicioId, r, EDEB);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mensaje).toBe(MSG.archivosSubidos);
    expect(
      body.archivos.map((a: { campo: string; tipo_subida: string }) => [a.campo, a.tipo_subida]),
    ).toEqual([
      ['image0', 'edeb_img_semanal'],
      ['image1', 'edeb_img_semanal'],
      ['video0', 'edeb_vid_semanal'],
      ['resfile0', 'edeb_res_semanal'],
    ]);

    const list = await app.inject({
      url: `/api/v1/servicio/archivos/${full.servicioId}/semanal`,
      headers: { cookie: empleado! },
    });
    expect(list.statusCode).toBe(200);
    const periodo = list.json().archivos[r.inicio];
    expect(periodo).toMatchObject({ inicio: r.inicio, termino: r.termino });
    expect(periodo.archivos).toHaveLength(4);

    for (const [i, parte] of EDEB.entries()) {
      const a = body.archivos[i];
      const dl = await descargar(empleado!, a.nombre, a.extension);
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals((parte as { data: Buffer }).data)).toBe(true);
      expect(dl.headers['content-disposition']).toContain(
        encodeURIComponent((parte as { filename: string }).filename),
      );
    }

    // The client and the territory's employees are told by e-mail.
    const mails = t.outbox().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/cliente@agrodemo\.cl/);
    expect(mails[0]).toMatch(/empleado@agrodemo\.cl/);
    expect(mails[0]).toMatch(/Nuevos informes/);
    const [c] = (await cargasDe(t, full.servicioId, r.inicio)).cargas;
    expect(c!.notificadoAt).not.toBeNull();

    expect((await validar(admin!, full.servicioId, 'edeb', r)).json().res).toBe(true);
    const keys = await storedKeys(t, 'servicios');
    const again = await subir(admin!, 'edeb', full.servicioId, r, EDEB);
    expect(again.statusCode).toBe(409);
    expect(again.json().mensaje).toBe(MSG.periodoConArchivos);
    expect(await storedKeys(t, 'servicios')).toEqual(keys);
    expect((await cargasDe(t, full.servicioId, r.inicio)).archivos).toHaveLength(4);
  });

  it('Sensores round trip on the same week as EDEB (separate groups of an EDEB Full service)', async () => {
    const r = libres.semana(2);
    const partes: Parte[] = [
      { campo: 'image2', filename: 'humedad.png', data: FILES.png(2) },
      { campo: 'video2', filename: 'recorrido.mp4', data: FILES.mp4() },
      { campo: 'resfile3', filename: 'Resumen sensores.pdf', data: FILES.pdf('sensores') },
    ];
    const res = await subir(dev!, 'sensores', full.servicioId, r, partes);
    expect(res.statusCode).toBe(201);
    expect(res.json().archivos.map((a: { tipo_subida: string }) => a.tipo_subida)).toEqual([
      'sensor_img_semanal',
      'sensor_vid_semanal',
      'sensor_res_semanal',
    ]);
    const list = await app.inject({
      url: `/api/v1/servicio/archivos/${full.servicioId}/semanal?grupo=sensores`,
      headers: { cookie: cliente! },
    });
    const archivos = list.json().archivos[r.inicio].archivos as {
      nombre: string;
      extension: string;
      tipo_subida: string;
    }[];
    expect(archivos.map((a) => a.tipo_subida).sort()).toEqual([
      'sensor_img_semanal',
      'sensor_res_semanal',
      'sensor_vid_semanal',
    ]);
    const pdf = res.json().archivos[2];
    const dl = await descargar(cliente!, pdf.nombre, pdf.extension);
    expect(dl.rawPayload.equals(FILES.pdf('sensores'))).toBe(true);
  });

  it('monthly global round trip (file0, file1) for an EDEB Sensores service', async () => {
    const m = libres.mes(0);
    const partes: Parte[] = [
      { campo: 'file0', filename: 'Resumen mensual.pdf', data: FILES.pdf('mes') },
      { campo: 'file1', filename: 'Recomendaciones.pdf', data: FILES.pdf('reco') },
    ];
    const res = await subir(admin!, 'global', sensores.servicioId, m, partes);
    expect(res.statusCode).toBe(201);
    const list = await app.inject({
      url: `/api/v1/servicio/archivos/${sensores.servicioId}/global`,
      headers: { cookie: cliente! },
    });
    expect(
      list.json().archivos[m.inicio].archivos.map((a: { tipo_subida: string }) => a.tipo_subida),
    ).toEqual(['res_mensual', 'res_mensual']);
    const dl = await descargar(cliente!, res.json().archivos[1].nombre, 'pdf');
    expect(dl.rawPayload.equals(FILES.pdf('reco'))).toBe(true);
    // A week is not a month for the global group.
    expect((await subir(admin!, 'global', sensores.servicioId, libres.semana(0), partes)).statusCode).toBe(
      400,
    );
  });

  it('400: wrong range, group not contracted, unknown field, no file; nothing stored', async () => {
    const before = await storedKeys(t, 'servicios');
    const w = libres.semana(3);
    const wrong = await subir(
      admin!,
      'edeb',
      full.servicioId,
      { inicio: addDays(w.inicio, 2), termino: addDays(w.termino, 2) },
      EDEB,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().mensaje).toBe(MSG.periodoInvalido);
    const noSensores = await subir(admin!, 'sensores', foliar.servicioId, w, [
      { campo: 'image0', filename: 'a.png', data: FILES.png() },
    ]);
    expect(noSensores.json().mensaje).toBe(MSG.sinSensoresIngresado);
    const unknown = await subir(admin!, 'edeb', full.servicioId, w, [
      { campo: 'image0', filename: 'a.png', data: FILES.png() },
      { campo: 'image9', filename: 'b.png', data: FILES.png() },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().mensaje).toBe(MSG.campoInvalido('image9'));
    const videoInImageSlotGroup = await subir(admin!, 'edeb', full.servicioId, w, [
      { campo: 'video2', filename: 'v.mp4', data: FILES.mp4() },
    ]);
    expect(videoInImageSlotGroup.statusCode).toBe(400);
    const none = await subir(admin!, 'edeb', full.servicioId, w, [{ campo: 'comentario', value: 'hola' }]);
    expect(none.statusCode).toBe(400);
    const empty = await subir(admin!, 'edeb', full.servicioId, w, []);
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/api/v1/servicio/subir/edeb/${full.servicioId}/${w.inicio}/${w.termino}`,
      headers: { cookie: admin! },
      payload: { image0: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await storedKeys(t, 'servicios')).toEqual(before);
    expect((await cargasDe(t, full.servicioId, w.inicio)).cargas).toHaveLength(0);
  });

  it('415 for an executable renamed .pdf, or a PDF in an image slot, with nothing stored', async () => {
    const before = await storedKeys(t, 'servicios');
    const w = libres.semana(3);
    const exe = await subir(admin!, 'edeb', full.servicioId, w, [
      { campo: 'resfile0', filename: 'resumen.pdf', data: FILES.exe(), type: 'application/pdf' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().mensaje).toBe(MSG.tipoArchivoNoPermitido);
    const pdfAsImage = await subir(admin!, 'edeb', full.servicioId, w, [
      { campo: 'image0', filename: 'foto.png', data: FILES.pdf() },
    ]);
    expect(pdfAsImage.statusCode).toBe(415);
    expect(await storedKeys(t, 'servicios')).toEqual(before);
    expect((await cargasDe(t, full.servicioId, w.inicio)).cargas).toHaveLength(0);
  });

  it('a failure after two stored files leaves no rows and no files', async () => {
    const before = await storedKeys(t, 'servicios');
    const rowsBefore = (await t.ctx.database.db.select({ n: count() }).from(archivoServicio))[0]!.n;
    const w = libres.semana(4);
    const res = await subir(admin!, 'edeb', full.servicioId, w, [
      { campo: 'image0', filename: 'a.png', data: FILES.png(3) },
      { campo: 'image1', filename: 'b.png', data: FILES.png(4) },
      { campo: 'video0', filename: 'virus.mp4', data: FILES.exe() },
      { campo: 'resfile0', filename: 'r.pdf', data: FILES.pdf() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await storedKeys(t, 'servicios')).toEqual(before);
    const rowsAfter = (await t.ctx.database.db.select({ n: count() }).from(archivoServicio))[0]!.n;
    expect(rowsAfter).toBe(rowsBefore);
    expect((await cargasDe(t, full.servicioId, w.inicio)).cargas).toHaveLength(0);
    // The period stays free and a correct upload then succeeds.
    expect((await validar(admin!, full.servicioId, 'edeb', w)).json().res).toBe(false);
    expect((await subir(admin!, 'edeb', full.servicioId, w, EDEB.slice(0, 1))).statusCode).toBe(201);
  });

  it('400 for a malformed multipart body (no boundary, truncated, broken part header), nothing stored', async () => {
    const before = storedKeys(t, 'servicios');
    const w = libres.semana(6);
    const url = `/api/v1/servicio/subir/edeb/${full.servicioId}/${w.inicio}/${w.termino}`;
    const boundary = '----agro';
    const png = FILES.png(5).toString('latin1');
    const partHead = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies: Record<string, [string, string]> = {
      'no boundary': ['multipart/form-data', 'x'],
      'truncated in the first file': [
        `multipart/form-data; boundary=${boundary}`,
        `${partHead('image0')}${png.slice(0, 40)}`,
      ],
      'truncated in the second file': [
        `multipart/form-data; boundary=${boundary}`,
        `${partHead('image0')}${png}\r\n${partHead('image1')}${png.slice(0, 100)}`,
      ],
      'part header without a name': [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
      ],
    };
    const answers: Record<string, unknown> = {};
    for (const [caso, [contentType, payload]] of Object.entries(bodies)) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin!, 'content-type': contentType },
        payload: Buffer.from(payload, 'latin1'),
      });
      answers[caso] = [res.statusCode, res.json().status];
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(bodies).map((k) => [k, [400, 'error']])));
    expect(storedKeys(t, 'servicios')).toEqual(before);
    expect((await cargasDe(t, full.servicioId, w.inicio)).cargas).toHaveLength(0);
  });

  it('400, never 500, for a service id beyond what the database holds', async () => {
    const w = libres.semana(6);
    const big = '2147483648';
    expect((await subir(admin!, 'edeb', big as unknown as number, w, EDEB.slice(0, 1))).statusCode).toBe(400);
    expect((await validar(admin!, big as unknown as number, 'edeb', w)).statusCode).toBe(400);
    const borrar = await app.inject({
      method: 'DELETE',
      url: `/api/v1/servicio/periodo/${big}/edeb/${w.inicio}/${w.termino}`,
      headers: { cookie: admin! },
    });
    expect(borrar.statusCode).toBe(400);
  });

  it('two simultaneous uploads of one period: exactly one wins, the loser leaves no files', async () => {
    const w = libres.semana(5);
    const before = (await storedKeys(t, 'servicios')).length;
    const results = await Promise.all(
      [0, 1, 2].map(() => subir(admin!, 'edeb', full.servicioId, w, EDEB.slice(0, 2))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect((await storedKeys(t, 'servicios')).length).toBe(before + 2);
    const { cargas, archivos } = await cargasDe(t, full.servicioId, w.inicio);
    expect(cargas).toHaveLength(1);
    expect(archivos).toHaveLength(2);
  });
});
