import type { Action, CompanyRef, RecordRef, Resource } from '@agro/domain/contracts/endpoint';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { actorOf, type Actor } from '../lib/actor.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { policies, type RecordOf } from './index.ts';
import type { Policy } from './types.ts';

const valueIn = (request: FastifyRequest, where: 'params' | 'querystring' | 'body', key: string) => {
  const source = (where === 'querystring' ? request.query : request[where]) as
    Record<string, unknown> | undefined;
  return source?.[key];
};

/**
 * Loads the record a route addresses and authorizes the caller on it (docs/decisions/022): 403 for
 * a refusal decided from the caller alone, 404 (the contract's message) for a record that does not
 * exist or that the caller may not act on, so ids reveal nothing. A company the route names was
 * already checked (403) by the access plugin.
 */
export async function loadRecord(
  db: Db,
  request: FastifyRequest,
  ref: RecordRef,
  company: CompanyRef | undefined,
): Promise<unknown> {
  const actor = actorOf(request);
  const action = ref.action ?? 'read';
  const cp = company && valueIn(request, company.in, company.key);
  const lookup = {
    key: valueIn(request, ref.in ?? 'params', ref.param),
    cpId: typeof cp === 'number' ? cp : undefined,
  };
  const policy: Policy<unknown> = policies[ref.resource];
  if (policy.refuses?.(actor, action, lookup)) throw forbidden();
  const row = await policy.load(db, lookup);
  if (row === undefined || !policy.can(actor, action, row)) throw notFound(ref.notFound);
  return row;
}

/**
 * A further record a request names in its body (beyond its contract's `record`), loaded and
 * authorized by the same policy: undefined when it does not exist or the caller may not act on it,
 * so the service answers exactly as for a missing one.
 */
export async function loadAuthorized<R extends Resource>(
  db: Db,
  actor: Actor,
  resource: R,
  key: unknown,
  action: Action = 'read',
): Promise<RecordOf<R> | undefined> {
  const policy = policies[resource] as Policy<RecordOf<R>>;
  const lookup = { key, cpId: undefined };
  if (policy.refuses?.(actor, action, lookup)) return undefined;
  const row = await policy.load(db, lookup);
  return row !== undefined && policy.can(actor, action, row) ? row : undefined;
}
