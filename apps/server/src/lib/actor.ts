import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';

interface Signed {
  usuarioId: number;
  email: string;
  sesionId: number;
}

/**
 * Who is calling, with the company and territories that scope what it may see (docs/RULES.md#tenancy);
 * what it may do is decided in policies/.
 */
export type Actor = Signed &
  (
    | { role: 'Admin' | 'Dev'; adminId: number | null }
    | { role: 'Cliente Principal'; cpId: number }
    | { role: 'Empleado'; empleadoId: number; cpId: number; parcelaIds: number[] }
  );

/** The signed-in caller; 401 when there is none (guarded routes never get here without one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export const isStaff = (a: Actor): a is Extract<Actor, { role: 'Admin' | 'Dev' }> =>
  a.role === 'Admin' || a.role === 'Dev';
