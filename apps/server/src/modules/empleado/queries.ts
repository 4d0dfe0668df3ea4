import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal, empleado, parcela, usuario } from '../../db/schema/index.ts';

/** The columns an employee record is answered with (docs/RULES.md#entities). */
const empleadoColumns = {
  empleado_id: empleado.empleadoId,
  usuario_id: empleado.usuarioId,
  identificador: empleado.cpId,
  cp_id: empleado.cpId,
  empleadorel_id: empleado.empleadorelId,
  nombre: empleado.nombre,
  apellido: empleado.apellido,
  rut: empleado.rut,
  telefono: empleado.telefono,
  cargo: empleado.cargo,
  email: usuario.email,
  tipo_usuario: usuario.tipoUsuario,
  nombre_empresa: clientePrincipal.nombre,
  is_active: empleado.isActive,
  date_entered: empleado.dateEntered,
  avatar_nom: usuario.avatarNom,
  avatar_ext: usuario.avatarExt,
};

/** Employees matching `where`, with user, company and avatar columns, by company and number. */
export function selectEmpleados(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(empleadoColumns)
    .from(empleado)
    .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, empleado.cpId))
    .where(where)
    .orderBy(empleado.cpId, empleado.empleadorelId);
}

/** An employee row by its global id. */
export async function findEmpleado(db: DbOrTx, empleadoId: number) {
  const [row] = await db.select().from(empleado).where(eq(empleado.empleadoId, empleadoId));
  return row;
}

/** An employee row by its per-company number. */
export async function findEmpleadoByRel(db: DbOrTx, cpId: number, empleadorelId: number) {
  const [row] = await db
    .select()
    .from(empleado)
    .where(and(eq(empleado.cpId, cpId), eq(empleado.empleadorelId, empleadorelId)));
  return row;
}

/** Territories by id, in the order given (an employee's first territory is its default, docs/RULES.md#states). */
export async function selectParcelasEnOrden(db: DbOrTx, parcelaIds: number[]) {
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
