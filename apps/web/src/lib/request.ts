import type { Endpoint } from '@agro/domain/contracts/endpoint';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';

export interface ApiResult<T = ApiBody> {
  status: number | null;
  datos: T | null;
  loading: boolean;
  error?: string;
}

export interface ApiBody {
  status: 'success' | 'error';
  mensaje?: string;
  [key: string]: unknown;
}

/** What a request sends besides its URL: a JSON body or a multipart form, and extra headers. */
export interface Envio {
  body?: unknown;
  form?: FormData;
  /** Request headers to add (e.g. an idempotency key); none by default. */
  headers?: Record<string, string>;
}

/**
 * What a request needs of its endpoint. Only types are imported: the landing's first load reads the
 * site contact through here without the contracts (and zod) joining it (issue 16).
 */
export type Destino = Pick<Endpoint, 'method' | 'access'>;

let onUnauthorized: (() => void) | null = null;
/** The only global reaction to a response: a 401 clears the session. Screens show their own messages. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

/**
 * The shared request of docs/RULES.md#api: a call of endpoint `e` at `url` (lib/url-of.ts), with
 * credentials always; GET/DELETE send no body; POST/PUT send `form` as is (multipart, no content
 * type) or `body` as JSON; JSON answers are parsed, others returned as a Blob; a network failure is
 * returned as "Error en la solicitud", never thrown.
 */
export async function request<T = ApiBody>(
  e: Destino,
  url: string,
  envio: Envio = {},
): Promise<ApiResult<T>> {
  const init: RequestInit = { method: e.method, credentials: 'include' };
  if (e.method === 'POST' || e.method === 'PUT') {
    if (envio.form) init.body = envio.form;
    else {
      init.body = JSON.stringify(envio.body ?? {});
      init.headers = { 'Content-Type': 'application/json' };
    }
  }
  if (envio.headers)
    init.headers = { ...(init.headers as Record<string, string> | undefined), ...envio.headers };
  try {
    const res = await fetch(url, init);
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    const datos = (isJson ? await res.json() : await res.blob()) as T;
    // A public endpoint needs no session, so its 401 is an answer (the sign-in's wrong password), not
    // a session that ended: the contract's access decides, not the URL.
    if (res.status === 401 && e.access !== 'public') onUnauthorized?.();
    return { status: res.status, datos, loading: false };
  } catch {
    return { status: null, datos: null, loading: false, error: MSG_PUBLICO.errorSolicitud };
  }
}

/** An API failure carried through TanStack Query; `mensaje` is the server's Spanish message. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly mensaje: string;
  readonly datos: unknown;

  constructor(status: number | null, mensaje: string, datos: unknown = null) {
    super(mensaje);
    this.status = status;
    this.mensaje = mensaje;
    this.datos = datos;
  }
}

/** For queries and mutations: the body on 2xx, else an ApiError with the server's message. */
export async function api<T = ApiBody>(e: Destino, url: string, envio: Envio = {}): Promise<T> {
  const r = await request<T>(e, url, envio);
  if (r.status !== null && r.status >= 200 && r.status < 300) return r.datos as T;
  const mensaje = (r.datos as ApiBody | null)?.mensaje ?? r.error ?? MSG_PUBLICO.errorSolicitud;
  throw new ApiError(r.status, typeof mensaje === 'string' ? mensaje : MSG_PUBLICO.errorSolicitud, r.datos);
}

/** The message to show for a failed call: "Token inválido" becomes the spec's sign-in-again text. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.mensaje === MSG_PUBLICO.tokenInvalido) return MSG_PUBLICO.inicieSesion;
    return fallback;
  }
  return fallback;
}
