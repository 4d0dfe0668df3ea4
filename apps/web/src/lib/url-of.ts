import { pathOf, type CallArgs, type Endpoint } from '@agro/domain/contracts/endpoint';
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import {
  archivoAvatar,
  archivoImagenParcela,
  miniaturaVideo,
  STATIC_PREFIX,
} from '@agro/domain/contracts/static-files';

// The private pictures are served under /static, every other contract under /api/v1.
const STATIC_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  archivoAvatar,
  archivoImagenParcela,
  miniaturaVideo,
]);

type Vacio = Record<never, never>;
type ParamsDe<E extends Endpoint> = CallArgs<E>['params'] extends undefined
  ? Vacio
  : { params: CallArgs<E>['params'] };
type QueryDe<E extends Endpoint> = CallArgs<E>['query'] extends undefined
  ? Vacio
  : { query?: CallArgs<E>['query'] };

/** An endpoint's path parameters (required when it has any) and query (always optional). */
type UrlArgs<E extends Endpoint> = ParamsDe<E> & QueryDe<E>;
/** The arguments after the endpoint: none for an endpoint without parameters. */
export type UrlArgsOf<E extends Endpoint> = Vacio extends UrlArgs<E> ? [UrlArgs<E>?] : [UrlArgs<E>];

/**
 * The browser URL of an endpoint of the contract (for fetch, a link, an <img> or a <video>): its
 * path with typed parameters, encoded once, then its query. A renamed path parameter or a changed
 * contract is a type error at every caller instead of a broken link.
 */
export function urlOf<E extends Endpoint>(e: E, ...[args]: UrlArgsOf<E>): string {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: object };
  return (STATIC_ENDPOINTS.has(e) ? STATIC_PREFIX : API_PREFIX) + pathOf(e, a.params, a.query);
}
