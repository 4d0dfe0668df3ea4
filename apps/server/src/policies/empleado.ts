import { canManageCp } from './rules.ts';
import { findEmpleado, findEmpleadoByRel } from '../modules/empleado/queries.ts';
import { asId, policy } from './types.ts';

/**
 * An employee by its global id, the one rule of every /empleado/{id} read and write
 * (docs/decisions/007): an Empleado addresses only its own record, any other id refused with 403
 * before anything is looked up; staff and the principal client of its company see it; anyone else
 * gets 404, like a missing one.
 */
export const empleadoPolicy = policy({
  load: (db, { key }) => findEmpleado(db, asId(key)),
  refuses: (actor, _action, { key }) => actor.role === 'Empleado' && actor.empleadoId !== asId(key),
  can: (actor, _action, row) => actor.role === 'Empleado' || canManageCp(actor, row.cpId),
});

/** An employee numbered within the company the route names (whose check already answered 403). */
export const empleadoDeCpPolicy = policy({
  load: async (db, { key, cpId }) =>
    cpId === undefined ? undefined : findEmpleadoByRel(db, cpId, asId(key)),
  can: (actor, _action, row) => canManageCp(actor, row.cpId),
});
