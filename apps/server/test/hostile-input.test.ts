import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { Access } from '@agro/domain/contracts/endpoint';
import { buildTestApp } from './helpers.ts';

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
