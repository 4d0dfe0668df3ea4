import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { assertAccess } from '../policies/rules.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI description of /api/v1, generated from the same zod contracts the routes validate
 * with, and its interactive docs at /api/docs for staff (docs/decisions/007). The document itself
 * is checked in as docs/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Agro Monitoreo API',
        description:
          'Cuerpos JSON `{status, mensaje?, ...}`; sesión por cookie `agro_sesion` (POST /api/v1/usuario/logear).',
        version: '1',
      },
    },
    transform: (doc) =>
      doc.url.startsWith('/api/v1/') ? jsonSchemaTransform(doc) : { schema: { hide: true }, url: doc.url },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiHooks: {
      // The docs are swagger-ui's own routes, outside route(): the same access table guards them.
      onRequest: async (request) => assertAccess(request.actor, 'staff'),
    },
  });
}
