import { z } from 'zod';
import { STAFF_ROLES, type Role } from '../constants.ts';

/**
 * Who may call an endpoint. The server checks it before reading the body; the company of
 * `empresa` endpoints is checked as soon as it is known (see `Endpoint.company`).
 */
export type Access = 'public' | 'session' | 'staff' | 'empresa' | 'cliente' | 'empleado';

/** The roles each access level admits; null means no session is needed. */
export const ACCESS_ROLES: Record<Access, readonly Role[] | null> = {
  public: null,
  session: ['Admin', 'Dev', 'Cliente Principal', 'Empleado'],
  staff: STAFF_ROLES,
  empresa: [...STAFF_ROLES, 'Cliente Principal'],
  cliente: ['Cliente Principal'],
  empleado: ['Empleado'],
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Methods only the tus protocol's routes use (decision 011); the JSON client never sends them. */
export type TusMethod = 'HEAD' | 'PATCH';
export type SuccessStatus = 200 | 201 | 204 | 206;

/** Where a company-scoped endpoint names its company (a principal client may only name its own). */
export interface CompanyRef {
  in: 'params' | 'body' | 'querystring';
  key: string;
  /**
   * Only a principal client is held to it here; an employee may name only its own record's
   * company, which its service checks (400), and staff any.
   */
  principalOnly?: boolean;
  /**
   * Its own employees may name it too (a company-wide read that shows them their linked part);
   * anyone else's employee is refused like any other caller (403).
   */
  employees?: boolean;
}

/**
 * The kinds of record a route can address by an id or a stored name; the server keeps one policy
 * per kind (`apps/server/src/policies/`) that loads it and says who may act on it.
 * `parcelaDeCp` and `empleadoDeCp` are numbered within the company the route names (`company`).
 */
export type Resource =
  | 'cp'
  | 'parcela'
  | 'parcelaDeCp'
  | 'servicio'
  | 'servicioConArchivos'
  | 'archivoServicio'
  | 'envio'
  | 'empleado'
  | 'empleadoDeCp'
  | 'factura'
  | 'comprobante'
  | 'usuario'
  | 'cuenta'
  | 'avatar'
  | 'imagenParcela'
  | 'video'
  | 'manual'
  | 'notificacion'
  | 'subida'
  | 'rasterCapa'
  | 'rasterComparacion';

/** What a route does to the record it addresses; a policy may admit reading and refuse the rest. */
export type Action = 'read' | 'update' | 'delete';

/**
 * The record a route addresses: its kind and where the request names it. The server loads it
 * before the handler runs (after the input is validated) and answers 404, as if it did not exist,
 * when the caller may not act on it (docs/decisions/022).
 */
export interface RecordRef {
  resource: Resource;
  param: string;
  in?: 'params' | 'querystring' | 'body';
  /** `read` unless said otherwise. */
  action?: Action;
  /** The 404 message where the screen shows its own wording. */
  notFound?: string;
}

/** One file field of a multipart endpoint: what its content may be (sniffed) and how large. */
export interface FilePart {
  /** The field name; with `count`, the fields `{name}0` to `{name}{count - 1}`. */
  name: string;
  count?: number;
  /** File classes (`imagen`, `documento`, …) or extensions the content may be. */
  allowed: readonly string[];
  /** In bytes; the class's limit (`MAX_BYTES`) when absent. */
  maxBytes?: number;
  /** Taken only when a path parameter has this value (an upload group's own slots). */
  when?: { param: string; value: string };
}

/** What a multipart endpoint takes; the server's reader refuses anything else (400, 413, 415). */
export interface MultipartParts {
  files: readonly FilePart[];
  /** Text fields it also takes, each at most once. */
  fields?: readonly string[];
}

/** The field names one file part declares. */
export const fieldNamesOf = (part: FilePart): string[] =>
  part.count === undefined ? [part.name] : Array.from({ length: part.count }, (_, i) => `${part.name}${i}`);

/** A file answer (download, image, video, ZIP): no JSON body to describe. */
export const binary = z.custom<unknown>(() => true).meta({ description: 'archivo', format: 'binary' });
export type Binary = typeof binary;

/** One API endpoint: what it takes and what it answers, shared by the server and the web app. */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = z.ZodType | undefined,
  M extends Method | TusMethod = Method,
  Rec extends RecordRef | undefined = RecordRef | undefined,
> {
  method: M;
  /** Path under /api/v1 with `:name` parameters. */
  path: string;
  access: Access;
  company?: CompanyRef;
  /** The record the route addresses, loaded and authorized before the handler runs. */
  record?: Rec;
  /**
   * A multipart/form-data body, read by the handler as a stream (not validated as JSON) under these
   * declared parts.
   */
  multipart?: MultipartParts;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Request headers the endpoint reads (names in lower case), e.g. an idempotency key. */
  headers?: H;
  /** The success answer. */
  response: R;
  /**
   * Status of the success answer (200 unless it creates something); several when it depends on
   * the outcome (e.g. `[201, 200]`: created, or updated in place).
   */
  status?: SuccessStatus | readonly SuccessStatus[];
  summary: string;
}

/** Declares an endpoint, keeping its exact schema types. */
export const endpoint = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = undefined,
  M extends Method | TusMethod = Method,
  Rec extends RecordRef | undefined = undefined,
>(
  e: Endpoint<P, Q, B, R, H, M, Rec>,
) => e;

/** Any endpoint, tus's included: what the server registers (the web app calls only `Endpoint`s). */
export type AnyEndpoint = Endpoint<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType,
  z.ZodType | undefined,
  Method | TusMethod,
  RecordRef | undefined
>;

/** `{status:"success", mensaje?, ...payload}`, the envelope of every JSON success (docs/RULES.md#api). */
export const ok = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ status: z.literal('success'), mensaje: z.string().optional(), ...shape });

/** `{status:"error", mensaje, campo?}`, the body of every failure. */
export const errorBody = z.object({
  status: z.literal('error'),
  mensaje: z.string(),
  campo: z.string().optional(),
});

/** A timestamp: a Date on the server, an ISO 8601 string on the wire. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});

/** What the web app receives from an endpoint (the JSON wire form of its response). */
export type ResponseOf<E extends AnyEndpoint> = z.input<E['response']>;
/** What an endpoint's handler returns (before encoding). */
export type ResultOf<E extends AnyEndpoint> = z.output<E['response']>;
// Optional schema slots are `Schema | undefined`; an absent one takes nothing.
type InputOf<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : z.input<Exclude<S, undefined> & z.ZodType>;
/** What a caller sends: path parameters, query string and body, as typed before validation. */
export interface CallArgs<E extends Endpoint> {
  params: InputOf<E['params']>;
  query: InputOf<E['querystring']>;
  body: InputOf<E['body']>;
}

/** The URL of a call under /api/v1, parameters encoded once. */
export function pathOf(e: Pick<Endpoint, 'path'>, params?: Record<string, unknown>, query?: object): string {
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`Falta el parámetro ${name} de ${e.path}`);
    return encodeURIComponent(String(v));
  });
  const q = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}
