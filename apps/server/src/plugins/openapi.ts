import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import { fieldNamesOf, type MultipartParts } from '@agro/domain/contracts/endpoint';
import { MAX_BYTES, type ClaseArchivo } from '@agro/domain/constants';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { assertAccess } from '../policies/rules.ts';

export const DOCS_PREFIX = '/api/docs';

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const limiteDe = (allowed: readonly string[]) =>
  Math.max(...allowed.map((a) => MAX_BYTES[a as ClaseArchivo] ?? MAX_BYTES.documento));

/**
 * The `multipart/form-data` body a contract declares, for the OpenAPI document: one `binary`
 * property per file field (its types and size in its description) and the text fields.
 */
export function multipartBodySchema(parts: MultipartParts) {
  const properties: Record<string, object> = {};
  for (const part of parts.files) {
    const cuando = part.when ? ` (solo con ${part.when.param} = ${part.when.value})` : '';
    const tamano = mb(part.maxBytes ?? limiteDe(part.allowed));
    for (const name of fieldNamesOf(part)) {
      const previa = properties[name] as { description?: string } | undefined;
      const description = `${part.allowed.join(', ')}; hasta ${tamano}${cuando}`;
      properties[name] = {
        type: 'string',
        format: 'binary',
        description: previa?.description ? `${previa.description}. ${description}` : description,
      };
    }
  }
  for (const field of parts.fields ?? []) properties[field] = { type: 'string' };
  return { type: 'object', properties, additionalProperties: false };
}

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
    transform: (doc) => {
      if (!doc.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: doc.url };
      const out = jsonSchemaTransform(doc);
      // A multipart body is read as a stream, not validated: only the document describes its parts.
      const parts = doc.route.config?.multipart;
      return parts ? { ...out, schema: { ...out.schema, body: multipartBodySchema(parts) } } : out;
    },
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
