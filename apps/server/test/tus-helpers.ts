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

export function enviar(app: App, cookie: string, id: string, offset: number, data: Buffer) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/subidas/${id}`,
    headers: {
      cookie,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: data,
  });
}

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
