import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';
import type { App } from '../src/app.ts';

const b64 = (v: string) => Buffer.from(v, 'utf8').toString('base64');
export const TUS = { 'tus-resumable': '1.0.0' };

/** The tus Upload-Metadata header of a report file. */
export const metadata = (m: MetadatosSubida) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(String(v))}`)
    .join(',');

/** POST /api/v1/subidas: creates an upload of `size` bytes; the answer and the new id. */
export async function crear(app: App, cookie: string, m: MetadatosSubida, size: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/subidas',
    headers: { cookie, ...TUS, 'upload-length': String(size), 'upload-metadata': metadata(m) },
  });
  const id = res.headers.location ? String(res.headers.location).split('/').pop()! : '';
  return { res, id };
}

/** The answer of a request sent over a real socket, shaped like app.inject's. */
interface Respuesta {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is each test's to check
  json: () => any;
}

/**
 * A tus request over a real socket, as browsers send them: tus reads the raw request stream, which
 * app.inject's simulated request (light-my-request 6.6, the version that runs on Node 20) never
 * ends for a PATCH or DELETE.
 */
async function porSocket(
  app: App,
  method: string,
  id: string,
  headers: http.OutgoingHttpHeaders,
  data?: Buffer,
) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise<Respuesta>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: `/api/v1/subidas/${id}`, headers: { ...TUS, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** PATCH /api/v1/subidas/{id}: `data` at `offset`. */
export const enviar = (app: App, cookie: string, id: string, offset: number, data: Buffer) =>
  porSocket(
    app,
    'PATCH',
    id,
    {
      cookie,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(data.length),
    },
    data,
  );

/** DELETE /api/v1/subidas/{id}: cancels an upload. */
export const cancelar = (app: App, cookie: string, id: string) => porSocket(app, 'DELETE', id, { cookie });

export async function offsetDe(app: App, cookie: string, id: string) {
  const res = await app.inject({ method: 'HEAD', url: `/api/v1/subidas/${id}`, headers: { cookie, ...TUS } });
  return { status: res.statusCode, offset: Number(res.headers['upload-offset'] ?? -1) };
}

/** Creates and sends a whole file in one PATCH; the id. */
export async function subirEntera(app: App, cookie: string, m: MetadatosSubida, data: Buffer) {
  const { res, id } = await crear(app, cookie, m, data.length);
  if (res.statusCode !== 201) throw new Error(`crear ${res.statusCode} ${res.body}`);
  const r = await enviar(app, cookie, id, 0, data);
  if (r.statusCode !== 204) throw new Error(`enviar ${r.statusCode} ${r.body}`);
  return id;
}

/**
 * A PATCH over a real socket that is cut after `cut` bytes of `data` (a dropped connection),
 * resolving once the server has seen the socket close.
 */
export async function enviarCortado(app: App, cookie: string, id: string, data: Buffer, cut: number) {
  const { port } = app.server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `/api/v1/subidas/${id}`,
      headers: {
        cookie,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(data.subarray(0, cut), () => setTimeout(() => req.destroy(), 300));
  });
}
