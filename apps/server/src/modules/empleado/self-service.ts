import { eq, inArray } from 'drizzle-orm';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import type { Db } from '../../db/client.ts';
import { clientePrincipal, empleado, parcela } from '../../db/schema/index.ts';
import { assertManagesCp, type Actor } from '../../lib/actor.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { MSG } from '@agro/domain/messages';

/**
 * The one tenancy rule for editing an employee record: an Empleado only its own, a Cliente Principal
 * any employee of its company (403 otherwise), staff any. 404 when the record does not exist.
 */
export async function loadEditableEmpleado(db: Db, actor: Actor, empleadoId: number) {
  if (actor.role === 'Empleado' && actor.empleadoId !== empleadoId) throw forbidden();
  const [row] = await db.select().from(empleado).where(eq(empleado.empleadoId, empleadoId));
  if (!row) throw notFound();
  assertSelfOrManager(actor, row);
  return row;
}

function assertSelfOrManager(actor: Actor, row: { empleadoId: number; cpId: number }) {
  if (actor.role === 'Empleado') return; // already checked: it is its own record
  assertManagesCp(actor, row.cpId);
}

/** Writes the editable fields; an employee cannot change its own position (its company sets it). */
export async function updateEmpleado(
  db: Db,
  actor: Actor,
  row: { empleadoId: number; cpId: number },
  input: EmpleadoUpdateInput,
) {
  if (input.cp_id !== undefined && Number(input.cp_id) !== row.cpId)
    throw badRequest(MSG.campoInvalido('cp_id'));
  const cargo = actor.role === 'Empleado' ? undefined : input.cargo;
  await db
    .update(empleado)
    .set({
      nombre: input.nombre,
      apellido: input.apellido,
      rut: input.rut,
      telefono: input.telefono,
      ...(cargo !== undefined ? { cargo } : {}),
    })
    .where(eq(empleado.empleadoId, row.empleadoId));
}

/** The territories an employee is linked to, in link order (the first is its default, spec 000 §4). */
export async function listLinkedParcelas(db: Db, parcelaIds: number[]) {
  if (parcelaIds.length === 0) return [];
  const rows = await db
    .select({
      parcela_id: parcela.parcelaId,
      nombre_empresa: clientePrincipal.nombre,
      identificador: parcela.cpId,
      parcelarel_id: parcela.parcelarelId,
      nombre: parcela.nombre,
      region: parcela.region,
      ciudad: parcela.ciudad,
      direccion_ref: parcela.direccionRef,
      x: parcela.coordX,
      y: parcela.coordY,
      extension: parcela.extension,
      is_active: parcela.isActive,
    })
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .where(inArray(parcela.parcelaId, parcelaIds));
  const byId = new Map(rows.map(({ x, y, ...p }) => [p.parcela_id, { ...p, coordenadas: { x, y } }]));
  return parcelaIds.flatMap((id) => byId.get(id) ?? []);
}
