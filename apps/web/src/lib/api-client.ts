import { pathOf, type CallArgs, type Endpoint, type ResponseOf } from '@agro/domain/contracts/endpoint';
import { api } from './request.ts';

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/**
 * Calls an endpoint of the shared contract through the spec's request function: the path is built
 * from its parameters, the query from `query`, the body sent as JSON (or as is for FormData), and
 * the answer typed by the endpoint's response schema. Failures throw ApiError (see `api`).
 */
export function call<E extends Endpoint>(
  e: E,
  ...[args]: keyof Defined<CallArgs<E>> extends never ? [] : [Defined<CallArgs<E>> & { form?: FormData }]
): Promise<ResponseOf<E>> {
  const a = (args ?? {}) as Partial<CallArgs<E>> & { form?: FormData };
  const url = pathOf(e, a.params as Record<string, unknown> | undefined, a.query as object | undefined);
  if (a.form) return api<ResponseOf<E>>(url, e.method, a.form, true);
  return api<ResponseOf<E>>(url, e.method, e.method === 'GET' || e.method === 'DELETE' ? undefined : a.body);
}
