import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { buildTestApp } from './helpers.ts';
import {
  cargasDe,
  demoServicios,
  FILES,
  multipartBody,
  periodosLibres,
  storedKeys,
} from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const [admin, cliente, empleado] = await Promise.all(
  ['admin@agrodemo.cl', 'cliente@agrodemo.cl', 'empleado@agrodemo.cl'].map((e) => t.login(e)),
);
const { byTipo } = await demoServicios(t);
const cp1 = (await app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente! } })).json().cp[0]
  .cp_id as number;
const full = byTipo(cp1, 'EDEB Full');
const w = periodosLibres(t).semana(0);

const borrar = (cookie: string | null, grupo: string, r = w, servicioId = full.servicioId) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/servicio/periodo/${servicioId}/${grupo}/${r.inicio}/${r.termino}`,
    headers: cookie ? { cookie } : {},
  });

async function subirSemana(grupo: 'edeb' | 'sensores') {
  const body = await multipartBody([
    { campo: 'image0', filename: 'a.png', data: FILES.png(9) },
    { campo: 'resfile0', filename: 'r.pdf', data: FILES.pdf() },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/servicio/subir/${grupo}/${full.servicioId}/${w.inicio}/${w.termino}`,
    headers: { ...body.headers, cookie: admin! },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().archivos as { nombre: string; extension: string }[];
}

describe('DELETE servicio/periodo (Ver Información)', () => {
  it('401, 403 for a client and an employee, 400 for a wrong range, 404 for an empty period', async () => {
    await subirSemana('edeb');
    expect((await borrar(null, 'edeb')).statusCode).toBe(401);
    expect((await borrar(cliente!, 'edeb')).statusCode).toBe(403);
    expect((await borrar(empleado!, 'edeb')).statusCode).toBe(403);
    const wrong = await borrar(admin!, 'edeb', {
      inicio: addDays(w.inicio, 1),
      termino: addDays(w.termino, 1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().mensaje).toBe(MSG.periodoInvalido);
    const vacio = await borrar(admin!, 'sensores');
    expect(vacio.statusCode).toBe(404);
    expect(vacio.json().mensaje).toBe(MSG.sinArchivosPeriodo);
    expect((await cargasDe(t, full.servicioId, w.inicio)).archivos).toHaveLength(2);
  });

  it('removes the carga, its rows and its files, leaves the other group, and frees the period', async () => {
    const sensores = await subirSemana('sensores');
    const edebKeys = (await cargasDe(t, full.servicioId, w.inicio)).archivos
      .filter((a) => a.tipoSubida.startsWith('edeb'))
      .map((a) => a.storageKey.split('/')[1]);
    const res = await borrar(admin!, 'edeb');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', mensaje: MSG.periodoEliminado, archivos: 2 });
    const left = await cargasDe(t, full.servicioId, w.inicio);
    expect(left.cargas.map((c) => c.grupo)).toEqual(['sensores']);
    expect(left.archivos).toHaveLength(2);
    const keys = await storedKeys(t, 'servicios');
    for (const k of edebKeys) expect(keys).not.toContain(k);
    for (const s of sensores) expect(keys).toContain(`${s.nombre}.${s.extension}`);
    const dl = await app.inject({
      url: `/api/v1/descargar/servicios/${sensores[0]!.nombre}.${sensores[0]!.extension}`,
      headers: { cookie: empleado! },
    });
    expect(dl.statusCode).toBe(200);
    const validar = await app.inject({
      url: `/api/v1/servicio/validar/${full.servicioId}/edeb/${w.inicio}/${w.termino}`,
      headers: { cookie: admin! },
    });
    expect(validar.json().res).toBe(false);
    // Re-uploading the corrected week works.
    await subirSemana('edeb');
  });
});
