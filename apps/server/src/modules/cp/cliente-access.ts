import type { FastifyRequest } from 'fastify';
import { assertManagesCp, getActor, type Actor } from '../../lib/actor.ts';
import { requireRole } from '../../plugins/auth.ts';

/**
 * Company-scoped resources (the principal-client area, reused by the back office): staff and
 * principal clients only; an Empleado is refused before anything is read.
 */
export const requireCpOrStaff = requireRole('Admin', 'Dev', 'Cliente Principal');

/** The caller, after checking it manages company `cpId` (403 otherwise). The one tenancy gate of these modules. */
export async function actorForCp(request: FastifyRequest, cpId: number): Promise<Actor> {
  const actor = await getActor(request);
  assertManagesCp(actor, cpId);
  return actor;
}

/** An integer path segment (ids), with the field named in the 400 message. */
export { idCampo as idParam } from '@agro/domain/schemas/fields';
