import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  binary,
  errorBody,
  type AnyEndpoint,
  type Resource,
  type ResultOf,
} from '@agro/domain/contracts/endpoint';
import { loadRecord } from '../policies/authorize.ts';
import type { RecordOf } from '../policies/index.ts';

// Optional schema slots are `Schema | undefined`; an absent one reads as unknown, like Fastify's own.
type Out<S> = [Exclude<S, undefined>] extends [never] ? unknown : z.output<Exclude<S, undefined> & z.ZodType>;

/** The record an endpoint addresses, as its policy loads it (undefined when it addresses none). */
export type RecordOfEndpoint<E extends AnyEndpoint> = [NonNullable<E['record']>] extends [never]
  ? undefined
  : NonNullable<E['record']> extends { resource: infer R extends Resource }
    ? RecordOf<R>
    : undefined;

/**
 * The request of an endpoint's handler: params, query and body as validated by its schemas, and
 * the record the contract addresses, already loaded and authorized.
 */
export type RequestOf<E extends AnyEndpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['querystring']>;
  Body: Out<E['body']>;
  Headers: Out<E['headers']>;
}> & { record: RecordOfEndpoint<E> };

/** A handler answers the endpoint's response (encoded by its schema), or sends the reply itself (files). */
export type Handler<E extends AnyEndpoint> = (
  request: RequestOf<E>,
  reply: FastifyReply,
) => Promise<ResultOf<E> | FastifyReply>;

const tagOf = (path: string) => path.split('/')[1] ?? 'api';

/**
 * Registers an endpoint of the shared contract: its path, access, schemas (request and every
 * answer, so nothing undeclared leaves the server) and its handler.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, e: E, handler: NoInfer<Handler<E>>) {
  const { record } = e;
  const ok =
    e.response === binary ? { content: { 'application/octet-stream': { schema: binary } } } : e.response;
  app.route({
    method: e.method,
    url: e.path,
    config: {
      access: e.access,
      company: e.company,
      record: e.record,
      multipart: e.multipart,
      // A HEAD declared as an endpoint (tus's) is documented; Fastify's HEAD twin of a GET is not.
      ...(e.method === 'HEAD' ? { swagger: { exposeHeadRoute: true } } : {}),
    },
    schema: {
      summary: e.summary,
      tags: [tagOf(e.path)],
      // Only the parts an endpoint has: Fastify warns about a declared part left undefined.
      ...(e.params ? { params: e.params } : {}),
      ...(e.querystring ? { querystring: e.querystring } : {}),
      ...(e.body && !e.multipart ? { body: e.body } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        ...Object.fromEntries([e.status ?? 200].flat().map((code) => [code, ok])),
        '4xx': errorBody,
        '5xx': errorBody,
      },
    },
    // After validation and the company check (the access plugin's own preHandler runs first), before
    // the handler reads anything else, a multipart body included.
    ...(record
      ? {
          preHandler: async (request: FastifyRequest) => {
            request.record = await loadRecord(app.ctx.database.db, request, record, e.company);
          },
        }
      : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
