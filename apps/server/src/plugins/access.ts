import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Access, CompanyRef, MultipartParts, RecordRef } from '@agro/domain/contracts/endpoint';
import { idCampo } from '@agro/domain/schemas/fields';
import { assertAccess, assertMayNameCp } from '../policies/rules.ts';
import { DOCS_PREFIX } from './openapi.ts';

/** A registered route as the guard and contract tests read it. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  company: CompanyRef | undefined;
  record: RecordRef | undefined;
  multipart: MultipartParts | undefined;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (Fastify's automatic HEAD twin of a GET excluded). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** The record the route's contract addresses, loaded and authorized before its handler (lib/route.ts). */
    record: unknown;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api and /static route must say (checked at start-up). */
    access?: Access;
    /** Where a company-scoped route names its company. */
    company?: CompanyRef;
    /** The record the route addresses (loaded and authorized by route()). */
    record?: RecordRef;
    /** The parts a multipart route declares (lib/multipart.ts reads under them). */
    multipart?: MultipartParts;
  }
}

const GUARDED_PREFIXES = ['/api/', '/static/'];

/**
 * The one gate of the API: each route declares who may call it, and this plugin refuses everyone
 * else before the body is read (401 without a session, 403 for another role), then refuses a
 * caller that names a company it may not (403, policies/rules.ts) as soon as the body is parsed. A route that
 * forgets to declare its access does not start.
 */
export function registerAccess(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('record', undefined);
  // Fastify adds a HEAD route right after each GET; a HEAD declared on its own (tus's) is listed.
  const isHeadTwin = (method: string, url: string) =>
    method === 'HEAD' && app.routeTable.some((r) => r.method === 'GET' && r.url === url);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (!isHeadTwin(method, route.url))
        app.routeTable.push({
          method,
          url: route.url,
          access: route.config?.access,
          company: route.config?.company,
          record: route.config?.record,
          multipart: route.config?.multipart,
          schema: route.schema,
        });
    // The docs (swagger-ui's own routes) carry their staff check as a hook of their plugin.
    if (route.url.startsWith(DOCS_PREFIX) || !GUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    if (!route.config?.access)
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara quién puede llamarla`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) assertAccess(request.actor, access);
  });

  // preValidation: the body is parsed but not validated, so a value that is not an id is left to
  // validation (400) while a well-formed id of another company is refused first (403); preHandler
  // checks the validated value again, so what the handler reads is what was checked.
  // One schema per key, built once: building a zod schema costs more than using it, twice a request.
  const idSchemas = new Map<string, ReturnType<typeof idCampo>>();
  const idSchema = (key: string) => {
    let schema = idSchemas.get(key);
    if (!schema) idSchemas.set(key, (schema = idCampo(key)));
    return schema;
  };
  const checkCompany = async (request: FastifyRequest) => {
    const company = request.routeOptions.config.company;
    if (!company || !request.actor) return;
    if (company.principalOnly && request.actor.role !== 'Cliente Principal') return;
    const source = (company.in === 'querystring' ? request.query : request[company.in]) as
      Record<string, unknown> | undefined;
    const parsed = idSchema(company.key).safeParse(source?.[company.key]);
    if (parsed.success) assertMayNameCp(request.actor, parsed.data, company);
  };
  app.addHook('preValidation', checkCompany);
  app.addHook('preHandler', checkCompany);
}
