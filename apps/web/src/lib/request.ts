import { MSG_PUBLICO } from '@agro/domain/messages-publico';

/** API base, uploads and public paths of the product's own server (docs/RULES.md#api). */
export const API_BASE = '/api/v1/';
export const UPLOADS_BASE = '/static/';
export const PUBLIC_BASE = '/public/';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let onUnauthorized: (() => void) | null = null;
/** The only global reaction to a response: a 401 clears the session. Screens show their own messages. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

const apiUrl = (path: string) => (path.startsWith('http') ? path : API_BASE + path.replace(/^\/+/, ''));

/**
 * The shared request of docs/RULES.md#api: credentials always; GET/DELETE send no body; POST/PUT send JSON
 * unless `raw` (e.g. FormData, sent as is without a content type); JSON answers are parsed, others
 * returned as a Blob; a network failure is returned as "Error en la solicitud", never thrown.
 * `headers` adds request headers (e.g. an idempotency key); none by default.
 */
export async function request<T = ApiBody>(
  path: string,
  method: Method = 'GET',
  body?: unknown,
  raw = false,
  headers?: Record<string, string>,
): Promise<ApiResult<T>> {
  const init: RequestInit = { method, credentials: 'include' };
  if (method === 'POST' || method === 'PUT') {
    if (raw) init.body = body as BodyInit;
    else {
      init.body = JSON.stringify(body ?? {});
      init.headers = { 'Content-Type': 'application/json' };
    }
  }
  if (headers) init.headers = { ...(init.headers as Record<string, string> | undefined), ...headers };
  try {
    const res = await fetch(apiUrl(path), init);
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    const datos = (isJson ? await res.json() : await res.blob()) as T;
    if (res.status === 401 && !path.includes('usuario/logear')) onUnauthorized?.();
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
export async function api<T = ApiBody>(
  path: string,
  method: Method = 'GET',
  body?: unknown,
  raw = false,
  headers?: Record<string, string>,
): Promise<T> {
  const r = await request<T>(path, method, body, raw, headers);
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
