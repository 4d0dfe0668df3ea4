import type { CallArgs, Endpoint, ResponseOf } from '@agro/domain/contracts/endpoint';
import { api } from './request.ts';
import { urlOf, type UrlArgsOf } from './url-of.ts';

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a call may add to its contract's arguments: a multipart body, request headers. */
interface Extra {
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint of the shared contract through the spec's request function: the path is built
 * from its parameters, the query from `query`, the body sent as JSON (or `form` as multipart), and
 * the answer typed by the endpoint's response schema. Failures throw ApiError (see `api`).
 */
export function call<E extends Endpoint>(
  e: E,
  ...[args]: keyof Defined<CallArgs<E>> extends never ? [Extra?] : [Defined<CallArgs<E>> & Extra]
): Promise<ResponseOf<E>> {
  const a = (args ?? {}) as Partial<CallArgs<E>> & Extra;
  // The same parameters urlOf types, checked here by CallArgs.
  const url = urlOf(e, ...([{ params: a.params, query: a.query }] as UrlArgsOf<E>));
  return api<ResponseOf<E>>(e, url, { body: a.body, form: a.form, headers: a.headers });
}
