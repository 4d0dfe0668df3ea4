import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import { demoServicios, FILES, multipartBody, periodosLibres } from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const [admin, cliente, empleado] = await Promise.all(
  ['admin@agrodemo.cl', 'cliente@agrodemo.cl', 'empleado@agrodemo.cl'].map((e) => t.login(e)),
);
const { byTipo } = await demoServicios(t);
const cp1 = (await app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente! } })).json().cp[0]
  .cp_id as number;
const full = byTipo(cp1, 'EDEB Full');

const periodos = (cookie: string | null, servicioId: number | string) =>
  app.inject({ url: `/api/v1/servicio/periodos/${servicioId}`, headers: cookie ? { cookie } : {} });

interface Periodo {
  grupo: string;
  inicio: string;
  termino: string;
  campos: string[];
}

describe('GET servicio/periodos/:servicio_id (the calendar marks)', () => {
  it('401 without a session, 403 for clients and employees, 404 for an unknown service, 400 for a bad id', async () => {
    expect((await periodos(null, full.servicioId)).statusCode).toBe(401);
    expect((await periodos(cliente!, full.servicioId)).statusCode).toBe(403);
    expect((await periodos(empleado!, full.servicioId)).statusCode).toBe(403);
    const missing = await periodos(admin!, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('error');
    expect((await periodos(admin!, 'x')).statusCode).toBe(400);
  });

  it('lists the periods with files per group and their slots, and a new upload appears in it', async () => {
    const antes = (await periodos(admin!, full.servicioId)).json().periodos as Periodo[];
    expect(antes.length).toBeGreaterThan(0);
    expect(antes.every((p) => p.campos.length > 0)).toBe(true);
    expect(new Set(antes.map((p) => p.grupo))).toContain('edeb');

    const semana = periodosLibres(t).semana(3);
    expect(antes.some((p) => p.inicio === semana.inicio)).toBe(false);
    const body = await multipartBody([
      { campo: 'image1', filename: 'ndvi.png', data: FILES.png(4), type: 'image/png' },
      { campo: 'resfile0', filename: 'resumen.pdf', data: FILES.pdf(), type: 'application/pdf' },
    ]);
    const up = await app.inject({
      method: 'POST',
      url: `/api/v1/servicio/subir/edeb/${full.servicioId}/${semana.inicio}/${semana.termino}`,
      headers: { ...body.headers, cookie: admin! },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);

    const despues = (await periodos(admin!, full.servicioId)).json().periodos as Periodo[];
    expect(despues.find((p) => p.inicio === semana.inicio)).toEqual({
      grupo: 'edeb',
      inicio: semana.inicio,
      termino: semana.termino,
      campos: ['image1', 'resfile0'],
    });
  });
});
