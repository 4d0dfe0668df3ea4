import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import { buildTestApp } from './helpers.ts';
import { foliarDelCp, FILES, periodosLibres } from './reportes-helpers.ts';
import { crear, metadata } from './tus-helpers.ts';

/**
 * The hostile-input walk of the tus routes (issue 24, finding 3): bad and missing protocol
 * headers, broken metadata, NUL characters, huge lengths and wrong offsets, on every tus route of
 * the route table (HEAD included). None may answer 5xx, and every refusal is our JSON
 * `{status:"error", mensaje}` (but HEAD's, which has no body) without a trace of SQL.
 */
const t = await buildTestApp();
const { app } = t;
const { admin, foliar } = await foliarDelCp(t);
const r = periodosLibres(t).semana(50);
const META: MetadatosSubida = {
  servicio_id: foliar.servicioId,
  grupo: 'edeb',
  start: r.inicio,
  end: r.termino,
  campo: 'video0',
  filename: 'v.mp4',
};
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const tusRoutes = app.routeTable.filter((x) => x.url.startsWith('/api/v1/subidas'));
const b64 = (v: string) => Buffer.from(v, 'utf8').toString('base64');

interface Outcome {
  route: string;
  case: string;
  status: number;
  problem?: string;
}

/** Sends one request over a real socket (tus reads the raw stream) and checks its answer's shape. */
function send(method: string, path: string, headers: http.OutgoingHttpHeaders, label: string, body?: Buffer) {
  return new Promise<Outcome>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { cookie: admin, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const status = res.statusCode ?? 0;
          const out: Outcome = { route: `${method} ${path.slice(0, 60)}`, case: label, status };
          if (status >= 400 && method !== 'HEAD') {
            let parsed: { status?: unknown; mensaje?: unknown } = {};
            try {
              parsed = JSON.parse(text) as typeof parsed;
            } catch {
              out.problem = `not JSON: ${text.slice(0, 80)}`;
            }
            if (!String(res.headers['content-type']).startsWith('application/json'))
              out.problem = `content-type ${res.headers['content-type']}`;
            else if (parsed.status !== 'error' || typeof parsed.mensaje !== 'string')
              out.problem = `body ${text.slice(0, 80)}`;
            else if (/insert|select|query|params|stack|Error:/i.test(text))
              out.problem = `leak ${text.slice(0, 80)}`;
          }
          resolve(out);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let failures: Outcome[] = [];
const check = (o: Outcome) => {
  if (o.status >= 500 || o.problem) failures.push(o);
};
beforeEach(() => {
  failures = [];
});
afterEach(() => {
  expect(failures).toEqual([]);
});

const TUS_VERSIONS: [string, http.OutgoingHttpHeaders][] = [
  ['no Tus-Resumable', {}],
  ['Tus-Resumable 0.2.2', { 'tus-resumable': '0.2.2' }],
  ['Tus-Resumable list', { 'tus-resumable': '1.0.0, 0.2.2' }],
];
const LENGTHS = ['-1', 'abc', '1e309', '99999999999999999999', String(2 ** 53), '0', '', '1.5', '0x10'];
const OFFSETS = ['-1', 'abc', '1e20', '99999999999999999999', '1', '', '1.5'];
const METADATA = [
  '',
  ',,,',
  'servicio_id',
  'servicio_id !!!notbase64',
  'servicio_id Mg==,servicio_id Mg==',
  ...(Object.keys(META) as (keyof MetadatosSubida)[]).map((k) =>
    metadata({ ...META, [k]: 'a\u0000b' } as unknown as MetadatosSubida),
  ),
  metadata({ ...META, filename: 'x'.repeat(5000) }),
  metadata({ ...META, campo: '../../etc/passwd' }),
  `${metadata(META)},${'k'.repeat(300)} ${b64('v')}`,
];
const IDS = ['1', '0'.repeat(32), 'f'.repeat(33), '%00', 'a%00b', '..%2F..%2Fetc', 'x'.repeat(90)];

// Hundreds of requests on a shared 2-core machine: a 5xx or a wrong body, not the time, fails.
describe('hostile input on the tus routes', { timeout: 240_000 }, () => {
  it('walks every tus route of the route table, HEAD included', () => {
    expect(tusRoutes.map((x) => `${x.method} ${x.url}`).sort()).toEqual([
      'DELETE /api/v1/subidas/:id',
      'HEAD /api/v1/subidas/:id',
      'PATCH /api/v1/subidas/:id',
      'POST /api/v1/subidas',
    ]);
  });

  it('never answers 5xx to a bad protocol version or a hostile id, and refuses in JSON', async () => {
    const { id } = await crear(app, admin, META, 5000);
    for (const route of tusRoutes) {
      const paths = route.url.includes(':id')
        ? [id, ...IDS].map((x) => route.url.replace(':id', x))
        : [route.url];
      for (const path of paths)
        for (const [label, headers] of TUS_VERSIONS)
          check(await send(route.method, path, { ...headers, 'upload-length': '10' }, label));
    }
  });

  it('never answers 5xx to hostile creation headers and metadata', async () => {
    for (const length of LENGTHS)
      check(
        await send(
          'POST',
          '/api/v1/subidas',
          { 'tus-resumable': '1.0.0', 'upload-length': length, 'upload-metadata': metadata(META) },
          `length ${length}`,
        ),
      );
    for (const m of METADATA)
      check(
        await send(
          'POST',
          '/api/v1/subidas',
          { 'tus-resumable': '1.0.0', 'upload-length': '5000', 'upload-metadata': m },
          `metadata ${m.slice(0, 40)}`,
        ),
      );
    // Creation with its first bytes in the body (tus creation-with-upload), of the wrong kind.
    check(
      await send(
        'POST',
        '/api/v1/subidas',
        {
          'tus-resumable': '1.0.0',
          'upload-length': '5000',
          'upload-metadata': metadata(META),
          'content-type': 'application/offset+octet-stream',
        },
        'creation with an exe',
        FILES.exe(),
      ),
    );
  });

  it('never answers 5xx to wrong offsets, content types and bodies past the declared length', async () => {
    const { id } = await crear(app, admin, META, 5000);
    const path = `/api/v1/subidas/${id}`;
    const mp4 = FILES.mp4();
    const patch = (headers: http.OutgoingHttpHeaders, label: string, body: Buffer) =>
      send(
        'PATCH',
        path,
        { 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', ...headers },
        label,
        body,
      );
    for (const offset of OFFSETS) check(await patch({ 'upload-offset': offset }, `offset ${offset}`, mp4));
    check(await patch({}, 'no offset', mp4));
    for (const type of ['application/json', 'text/plain', '', 'multipart/form-data; boundary=x'])
      check(await patch({ 'upload-offset': '0', 'content-type': type }, `content-type ${type}`, mp4));
    check(
      await patch(
        { 'upload-offset': '0' },
        'past the declared length',
        Buffer.concat([mp4, Buffer.alloc(6000)]),
      ),
    );
    check(await patch({ 'upload-offset': '0' }, 'a NUL-filled body', Buffer.alloc(100)));
  });
});
