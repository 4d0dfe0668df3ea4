import type { FastifyRequest } from 'fastify';
import { actorOf, assertManagesCp, type Actor } from '../../lib/actor.ts';

/** The caller, after checking it manages company `cpId` (403 otherwise). */
export function actorForCp(request: FastifyRequest, cpId: number): Actor {
  const actor = actorOf(request);
  assertManagesCp(actor, cpId);
  return actor;
}

/** An integer path segment (ids), with the field named in the 400 message. */
export { idCampo as idParam } from '@agro/domain/schemas/fields';
