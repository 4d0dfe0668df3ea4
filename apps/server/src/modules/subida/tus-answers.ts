import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { MSG } from '@agro/domain/messages';

/**
 * The web Request @tus/server reads, made from Node's request: the body is the raw stream (no
 * parser ran), and `runtime.node` is what tus and our hooks look for (tus aborts on the socket's
 * errors; the hooks find the caller by it), as srvx's NodeRequest sets it.
 */
export function webRequestOf(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const v of [value ?? []].flat()) headers.append(name, v);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const web = new Request(new URL(req.url ?? '/', 'http://localhost'), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit);
  return Object.assign(web, { runtime: { name: 'node', node: { req, res } } });
}

/** tus's own refusals (plain English text), as the status and Spanish message of our contract. */
const TUS_REFUSALS: [RegExp, number | null, (m: RegExpMatchArray) => string][] = [
  [/^Tus-Resumable Required/, 412, () => MSG.tusVersionRequerida],
  [/^Invalid (.+)$/, 400, (m) => MSG.tusCabeceraInvalida(m[1]!.split(' ').join(', '))],
  [/^Upload-Offset header required/, 400, () => MSG.tusAvanceRequerido],
  [/^Content-Type header required/, 415, () => MSG.tusTipoContenido],
  [/^Upload-Offset conflict/, 409, () => MSG.tusAvanceDistinto],
  [/^Upload-Length or Upload-Defer-Length header required/, 400, () => MSG.tusLargoRequerido],
  [/^Upload-Metadata is invalid/, 400, () => MSG.subidaMetadatos],
  [/^(Maximum size exceeded|upload's size exceeded)/, 413, () => MSG.archivoMuyGrande],
  [/^The file for this url (was not found|no longer exists)/, 404, () => MSG.subidaNoEncontrada],
  // Another request holds the upload (tus answers 500 or 400): busy, not broken; clients retry a 409.
  [/^(failed to acquire lock|Request aborted due to lock)/, 409, () => MSG.tusOcupada],
  [/extension is not \(yet\) supported/, null, () => MSG.tusNoSoportado],
];

const ourBody = (text: string): string | undefined => {
  if (!text.startsWith('{')) return undefined;
  try {
    const b = JSON.parse(text) as { status?: unknown; mensaje?: unknown };
    return b.status === 'error' && typeof b.mensaje === 'string' ? b.mensaje : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The status and message of a tus refusal under our contract: our hooks' refusals already carry
 * our JSON; tus's texts are translated; anything else is a failure whose text (it may quote SQL)
 * never leaves the server: undefined, for the caller to answer 500.
 */
export function refusalOf(status: number, text: string): { status: number; mensaje: string } | undefined {
  const mensaje = ourBody(text);
  if (mensaje !== undefined) return status >= 500 ? undefined : { status, mensaje };
  const first = text.split('\n')[0]!.trim();
  for (const [pattern, ours, message] of TUS_REFUSALS) {
    const m = pattern.exec(first);
    if (m) return { status: ours ?? status, mensaje: message(m) };
  }
  return status >= 500 ? undefined : { status, mensaje: MSG.tusSolicitudInvalida };
}

// Headers of tus's own body, replaced by ours.
const BODY_HEADERS = new Set(['content-length', 'content-type']);

/** tus's answer headers (Tus-Resumable, Upload-Offset, Location, …) without those of its body. */
export function headersOf(answer: Response): Record<string, string> {
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) out[name] = value;
  });
  return out;
}
