import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Recientes } from './recientes.ts';

// zlib's async forms run on libuv's thread pool, not on the request thread.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const comprimir = {
  br: (b: Buffer) => brotliAsync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (b: Buffer) => gzipAsync(b, { level: 6 }),
};
/** How an answer may leave compressed: br or gzip. */
export type Codificacion = keyof typeof comprimir;

interface Guardada {
  clave: string;
  huella: string;
  etag: string;
  json: Buffer;
  codificadas: Partial<Record<Codificacion, Promise<Buffer>>>;
  bytes: number;
}

/** The encoding to send for an `Accept-Encoding` header: br, then gzip, unless refused with q=0. */
export function codificacionPara(accept: string | undefined): Codificacion | null {
  if (!accept) return null;
  const aceptadas = new Map<string, number>();
  for (const parte of accept.split(',')) {
    const [nombre = '', ...params] = parte.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    aceptadas.set(nombre.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const q = (c: string) => aceptadas.get(c) ?? (aceptadas.get('*') || 0);
  return q('br') > 0 ? 'br' : q('gzip') > 0 ? 'gzip' : null;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
function coincide(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const sinW = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || sinW(t) === sinW(etag));
}

/**
 * Large answers kept as the bytes sent, per key, while a fingerprint of what they were made from
 * stays the same (docs/decisions/025): a hit costs the fingerprint's query and a write, not the
 * reads, the serializer and the compression. Bounded by the bytes kept, least recently used first.
 */
export class RespuestasGuardadas {
  private readonly m: Recientes<string, Guardada>;
  constructor(maxBytes: number) {
    this.m = new Recientes(maxBytes, (g) => g.bytes);
  }

  private tomar(clave: string, huella: string) {
    const g = this.m.get(clave);
    if (g?.huella === huella) return g;
    if (g) this.m.delete(clave);
    return undefined;
  }

  private codificada(g: Guardada, c: Codificacion) {
    let p = g.codificadas[c];
    if (!p) {
      p = g.codificadas[c] = comprimir[c](g.json);
      // A compressed copy counts once it exists: its answer, if still kept, is weighed again.
      p.then(
        (b) => {
          g.bytes += b.length;
          if (this.m.get(g.clave) === g) this.m.set(g.clave, g);
        },
        () => delete g.codificadas[c],
      );
    }
    return p;
  }

  // Requests that miss together share one making of the answer.
  private readonly enCurso = new Map<string, Promise<Guardada>>();

  private hacerUnaVez(reply: FastifyReply, clave: string, huella: string, hacer: () => Promise<unknown>) {
    const id = `${clave}\n${huella}`;
    let p = this.enCurso.get(id);
    if (!p) {
      p = (async () => {
        const json = Buffer.from(reply.serialize(await hacer()) as string);
        const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
        const g: Guardada = { clave, huella, etag, json, codificadas: {}, bytes: json.length };
        this.m.set(clave, g);
        return g;
      })().finally(() => this.enCurso.delete(id));
      this.enCurso.set(id, p);
    }
    return p;
  }

  /**
   * Sends the answer kept under `clave` when it was made from `huella`, otherwise `hacer()`'s answer
   * serialized by the route's own serializer (and checked by it in tests), keeping it. Answers `304`
   * to a client that already holds it (`If-None-Match`), compressed as the client accepts.
   */
  async enviar(
    request: FastifyRequest,
    reply: FastifyReply,
    clave: string,
    huella: string,
    hacer: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const g = this.tomar(clave, huella) ?? (await this.hacerUnaVez(reply, clave, huella, hacer));
    reply
      .header('etag', g.etag)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (coincide(request.headers['if-none-match'], g.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const c = codificacionPara(request.headers['accept-encoding']);
    if (!c || g.json.length < 1024) return reply.send(g.json);
    return reply.header('content-encoding', c).send(await this.codificada(g, c));
  }
}
