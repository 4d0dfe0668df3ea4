import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { fieldNamesOf, type Access } from '@agro/domain/contracts/endpoint';
import { todayInSantiago } from '@agro/domain/format';
import { buildTestApp } from './helpers.ts';
import {
  ARCHIVOS_HOSTILES,
  cuerpoMultipart,
  textosConControl,
  type Clase,
  type Parte,
} from './hostile-files.ts';
import { demoServicios, periodosLibres } from './reportes-helpers.ts';

/**
 * Walks every route of the route table with hostile values in each path parameter, query field
 * and body field, and with broken multipart bodies: none may answer 5xx. A route added later is
 * walked without anyone remembering to add it here.
 */
const t = await buildTestApp();
await t.app.ready();

const CALLER: Record<Access, string> = {
  public: '',
  session: await t.login('admin@agrodemo.cl'),
  staff: await t.login('admin@agrodemo.cl'),
  empresa: await t.login('cliente@agrodemo.cl'),
  cliente: await t.login('cliente@agrodemo.cl'),
  empleado: await t.login('empleado@agrodemo.cl'),
};

// Already URL-encoded: each stands for what an attacker can put in a path segment or a query value.
const IN_URL = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'NaN',
  '%00',
  'a%00b',
  '%25',
  '%25E0',
  '%E0%A4%A',
  'x'.repeat(90),
  '0000-01-01',
  '2024-02-30',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
];
const IN_BODY: unknown[] = [
  2147483648,
  -1,
  0,
  1.5,
  1e308,
  '2147483648',
  'a\u0000b',
  '\u0000',
  'x'.repeat(50_000),
  '0000-01-01',
  '2024-02-30',
  null,
  true,
  [],
  {},
  [1, 2],
  { $ne: 1 },
  '%25',
];

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  in?: ZodType;
  out?: ZodType;
  innerType?: ZodType;
}
/** Field names of an object schema, looking through pipes, preprocessing, optional and default wrappers. */
function keysOf(schema: unknown): string[] {
  if (!schema) return [];
  const def = (schema as { _zod?: { def: ZodDef } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return [...new Set([...keysOf(def.in), ...keysOf(def.out)])];
  if (def.innerType) return keysOf(def.innerType);
  if (def.type === 'record') return ['pago0'];
  return [];
}

const routes = t.app.routeTable.filter((r) => r.access && r.url.startsWith('/api/v1/'));
const fill = (url: string, value: (name: string) => string) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => value(name));

async function send(
  r: (typeof routes)[number],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const cookie = CALLER[r.access!];
  const res = await t.app.inject({
    method: r.method as 'GET',
    url,
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload }
        : { payload: payload as object }),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  return { route: `${r.method} ${r.url}`, url: url.slice(0, 120), status: res.statusCode };
}

// Every 5xx of a test is collected, so one run lists all the routes that fail and how.
let failures: Awaited<ReturnType<typeof send>>[] = [];
const noServerError = (outcome: Awaited<ReturnType<typeof send>>) => {
  if (outcome.status >= 500) failures.push(outcome);
};
beforeEach(() => {
  failures = [];
});
afterEach(() => {
  expect(failures).toEqual([]);
});

// What each multipart route needs for a file to get past access and field checks to its content
// checks (walked first, while the demo data and sessions are as seeded: the walks below delete and
// sign out at random): a URL naming something the caller may change, the file field for the file's kind, the text
// fields. `n` is fresh on every call, for routes where a success uses its target up (a period's files).
const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const cp1 = (await inject('GET', 'cp/self', CALLER.cliente)).json().cp[0].cp_id as number;
const [parcela1] = (await inject('GET', `parcela/cp/${cp1}`, CALLER.cliente)).json().parcelas as {
  parcela_id: number;
}[];
const adminId = (await inject('GET', 'usuario/sesion', CALLER.staff)).json().usuario_id as number;
const edeb = (await demoServicios(t)).byTipo(cp1, 'EDEB Full');
const libres = periodosLibres(t);
async function nuevaFactura() {
  const res = await inject('POST', 'factura/crear', CALLER.staff, {
    nombre: 'Servicio puntual',
    tipo_pago: 'UNICO',
    total: 50_000,
    cp_raw: cp1,
    fecha_inicio: todayInSantiago(t.ctx.now()),
  });
  return res.json().factura[0].factura_id as number;
}

interface Destino {
  url: string;
  /** Path values that choose among the declared parts (an upload group's slots). */
  params?: Record<string, string>;
  /** Values of the route's declared text fields. */
  campos?: Record<string, string>;
}
const UPLOADS: Record<string, (n: number) => Promise<Destino>> = {
  'POST /api/v1/envio/cp/:cp_id': async () => ({
    url: `envio/cp/${cp1}`,
    campos: { lineas: JSON.stringify([{ factura_id: await nuevaFactura(), abono: 1_000 }]) },
  }),
  'POST /api/v1/mapa/limite/:parcela_id/archivo': async () => ({
    url: `mapa/limite/${parcela1!.parcela_id}/archivo`,
  }),
  'POST /api/v1/mapa/limite/:parcela_id/previa': async () => ({
    url: `mapa/limite/${parcela1!.parcela_id}/previa`,
  }),
  'POST /api/v1/pago/comprobante': async () => {
    const factura_id = await nuevaFactura();
    const pago = await inject('POST', 'pago/pagar', CALLER.staff, { pago0: { factura_id, abono: 1_000 } });
    return {
      url: 'pago/comprobante',
      campos: { ids: String(pago.json().pagos[0].pago_id) },
    };
  },
  'POST /api/v1/parcela/subir/:parcelarel_id/:cp_id': async () => ({
    url: `parcela/subir/2/${cp1}`,
  }),
  'POST /api/v1/servicio/subir/:grupo/:servicio_id/:start/:end': async (n) => {
    const { inicio, termino } = libres.semana(n);
    return {
      url: `servicio/subir/edeb/${edeb.servicioId}/${inicio}/${termino}`,
      params: { grupo: 'edeb' },
    };
  },
  'POST /api/v1/usuario/subir/:usuario_id': async () => ({
    url: `usuario/subir/${adminId}`,
  }),
  'POST /api/v1/usuario/perfil': async () => ({ url: 'usuario/perfil', campo: () => 'file0' }),
};

/**
 * The file field a hostile file of `clase` goes to, from the parts the route's contract declares:
 * the first that takes that class, or the first at all (so the content check is what refuses it).
 */
function campoDe(r: (typeof routes)[number], destino: Destino, clase: Clase) {
  const parts = (r.multipart?.files ?? []).filter(
    (f) => !f.when || destino.params?.[f.when.param] === f.when.value,
  );
  const part = parts.find((f) => f.allowed.includes(clase)) ?? parts[0];
  if (!part) throw new Error(`${r.method} ${r.url} declares no file part`);
  return fieldNamesOf(part)[0]!;
}

/** What is wrong with the answer to a hostile file, if anything. */
function problemaDe(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  // The target is valid for the caller: refusing it would mean the file was never looked at.
  if ([401, 403, 404].includes(res.statusCode)) return `no llegó al archivo: ${res.body}`;
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    return `${String(res.headers['content-type'])}: ${res.body}`;
  const body = JSON.parse(res.body) as { status?: string; mensaje?: unknown };
  if (res.statusCode >= 500) return res.body;
  if (res.statusCode >= 400)
    return body.status === 'error' && typeof body.mensaje === 'string' && body.mensaje ? null : res.body;
  const sinSanear = textosConControl(body);
  return sinSanear.length > 0 ? `nombre sin sanear: ${JSON.stringify(sinSanear)}` : null;
}

const multipartRoutes = routes.filter((r) =>
  (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
);

describe('hostile files on every multipart route', { timeout: 240_000 }, () => {
  it('knows how to reach the content checks of every multipart route', () => {
    expect(multipartRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(UPLOADS).sort());
    // Every multipart route declares its parts in its contract (the reader takes nothing else).
    expect(multipartRoutes.filter((r) => !r.multipart?.files.length).map((r) => r.url)).toEqual([]);
  });

  it('answers a hostile file with a JSON 4xx, or a 2xx that keeps no control character', async () => {
    const problemas: { route: string; caso: string; status: number; detalle: string }[] = [];
    let n = 0;
    for (const r of multipartRoutes) {
      const route = `${r.method} ${r.url}`;
      for (const archivo of ARCHIVOS_HOSTILES) {
        const destino = await UPLOADS[route]!(n++);
        const partes: Parte[] = [
          ...Object.entries(destino.campos ?? {}).map(([campo, valor]) => ({ campo, valor })),
          { campo: campoDe(r, destino, archivo.clase), archivo },
        ];
        const { payload, headers } = cuerpoMultipart(partes);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/${destino.url}`,
          headers: { ...headers, cookie: CALLER[r.access!] },
          payload,
        });
        const problema = problemaDe(res);
        if (problema)
          problemas.push({
            route,
            caso: archivo.caso,
            status: res.statusCode,
            detalle: problema.slice(0, 200),
          });
      }
    }
    expect(problemas).toEqual([]);
  });
});

// Thousands of requests: generous on a shared 2-core machine; a 5xx, not the time, is what fails.
describe('hostile input on every route', { timeout: 240_000 }, () => {
  it('never answers 5xx to a hostile path parameter', async () => {
    for (const r of routes.filter((x) => x.url.includes(':'))) {
      for (const bad of IN_URL) {
        const names = [...r.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
        for (const target of names)
          noServerError(
            await send(
              r,
              fill(r.url, (n) => (n === target ? bad : '1')),
            ),
          );
      }
    }
  });

  it('never answers 5xx to a hostile query field', async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const base = fill(r.url, () => '1');
      for (const key of [...keysOf(r.schema?.querystring), 'q', 'page'])
        for (const bad of IN_URL) noServerError(await send(r, `${base}?${key}=${bad}`));
    }
  });

  it('never answers 5xx to a hostile body field, or a body that is not an object', async () => {
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const url = fill(r.url, () => '1');
      for (const body of [null, 'texto', [1], 'x'.repeat(2_000_000)])
        noServerError(await send(r, url, JSON.stringify(body), { 'content-type': 'application/json' }));
      const keys = keysOf(r.schema?.body);
      // Among plausible values of every other field, so validation of the rest passes and the
      // hostile value is what reaches the handler.
      const plausible = Object.fromEntries(keys.map((k) => [k, 1]));
      for (const key of [...keys, 'cp_id', 'email'])
        for (const bad of IN_BODY) noServerError(await send(r, url, { ...plausible, [key]: bad }));
    }
  });

  it('never answers 5xx to a broken multipart body', async () => {
    const boundary = '----agro';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const badHeader = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`;
    for (const r of routes.filter((x) => x.method === 'POST')) {
      const url = fill(r.url, () => '1');
      noServerError(await send(r, url, 'x', { 'content-type': 'multipart/form-data' }));
      for (const body of [truncated, badHeader, ''])
        noServerError(
          await send(r, url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
        );
    }
  });
});
