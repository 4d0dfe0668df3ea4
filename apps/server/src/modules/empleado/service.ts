import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { parseParcelaId } from '@agro/domain/rules';
import type { empleadoUpdateSchema } from '@agro/domain/schemas/empleado';
import type { empleadoParcelaSchema, empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import { ID_MAX } from '@agro/domain/schemas/fields';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientePrincipal,
  empleado,
  empleadoParcela,
  parcela,
  sesion,
  usuario,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { inviteUser, resendInvite, type InviteLog } from '../../lib/invite.ts';
import { findParcelaByRel, nextRelId } from '../../lib/lookups.ts';
import { selectParcelas } from '../parcela/queries.ts';
import { loadAuthorized } from '../../policies/authorize.ts';
import type { RecordOf } from '../../policies/index.ts';
import { selectEmpleados, selectParcelasEnOrden } from './queries.ts';

/** The signed-in employee's own record (GET /empleado/self). */
export async function propio(ctx: AppContext, actor: Actor) {
  const rows = await selectEmpleados(ctx.database.db, eq(empleado.usuarioId, actor.usuarioId));
  if (rows.length === 0) throw notFound();
  return rows;
}

/** The territories the signed-in employee is linked to, its default first (the contract admits only employees). */
export function parcelasPropias(ctx: AppContext, actor: Actor) {
  return selectParcelasEnOrden(ctx.database.db, actor.role === 'Empleado' ? actor.parcelaIds : []);
}

type Cambios = z.output<typeof empleadoUpdateSchema>;
/** An employee as its policy loads it (the route's `record`). */
type Empleado = RecordOf<'empleado'>;

/**
 * PUT /empleado/{id}: the record's editable fields. `cp_id`, when sent, must be the employee's own
 * company; an employee cannot change its own position (its company sets it).
 */
export async function actualizar(ctx: AppContext, actor: Actor, row: Empleado, cambios: Cambios) {
  const { db } = ctx.database;
  if (cambios.cp_id !== undefined && cambios.cp_id !== row.cpId) throw badRequest(MSG.campoInvalido('cp_id'));
  const cargo = actor.role === 'Empleado' ? undefined : cambios.cargo;
  await db
    .update(empleado)
    .set({
      nombre: cambios.nombre,
      apellido: cambios.apellido,
      rut: cambios.rut,
      telefono: cambios.telefono,
      ...(cargo !== undefined ? { cargo } : {}),
    })
    .where(eq(empleado.empleadoId, row.empleadoId));
}

/** A company's workers (its company is checked by the access plugin: `company` in the contract). */
export const deCp = (ctx: AppContext, cpId: number) =>
  selectEmpleados(ctx.database.db, eq(empleado.cpId, cpId));

export function obtener(ctx: AppContext, row: Empleado) {
  return selectEmpleados(ctx.database.db, eq(empleado.empleadoId, row.empleadoId));
}

/** The territories linked to a worker named by its company and number. */
export function parcelasLigadas(ctx: AppContext, row: RecordOf<'empleadoDeCp'>) {
  return selectParcelas(ctx.database.db, eq(parcela.cpId, row.cpId), { linkedTo: row.empleadoId });
}

/** The territory a new worker starts on: `{cp}-T-NNN` (of that company) or its parcelarel_id. */
async function parcelaDe(db: DbOrTx, cpId: number, id: string | number) {
  let rel: number | null = typeof id === 'number' ? id : null;
  if (typeof id === 'string') {
    const parsed = /^\d+$/.test(id) ? { cpId, parcelarelId: Number(id) } : parseParcelaId(id);
    rel = parsed && parsed.cpId === cpId ? parsed.parcelarelId : null;
  }
  const p = rel === null || rel > ID_MAX ? undefined : await findParcelaByRel(db, cpId, rel);
  if (!p) throw notFound(MSG.territorioNoExiste);
  return p;
}

type Registro = z.output<typeof empleadoRegistroSchema>;

/**
 * POST /empleado/registrar: the worker's account, the worker (next number of its company) and its
 * first territory link, then the welcome e-mail with the link to set its password (lib/invite.ts).
 */
export async function registrar(ctx: AppContext, datos: Registro, log: InviteLog) {
  const p = await parcelaDe(ctx.database.db, datos.cp_id, datos.idTerritorio);
  const now = ctx.now();
  const { usuarioId, correoEnviado, creado } = await inviteUser(
    ctx,
    log,
    { email: datos.email, rol: 'Empleado', nombre: datos.nombre },
    async (tx, usuarioId) => {
      const empleadorelId = await nextRelId(tx, datos.cp_id, 'seqEmpleado');
      const [e] = await tx
        .insert(empleado)
        .values({
          usuarioId,
          cpId: datos.cp_id,
          empleadorelId,
          nombre: datos.nombre,
          apellido: datos.apellido,
          rut: datos.rut,
          telefono: datos.telefono,
          cargo: datos.cargo,
          dateEntered: now,
        })
        .returning({ empleadoId: empleado.empleadoId });
      await tx
        .insert(empleadoParcela)
        .values({ empleadoId: e!.empleadoId, parcelaId: p.parcelaId, createdAt: now });
      return { empleadoId: e!.empleadoId, empleadorelId };
    },
  );
  return { ...creado, usuarioId, parcelaId: p.parcelaId, correoEnviado };
}

/**
 * POST /empleado/parcela: links a worker to another territory of its own company; idempotent. The
 * worker (the route's record), the company and the territory (its policy, as for changing it) are
 * authorized; that all three are one company is the link's own rule, staff included.
 */
export async function asociarParcela(
  ctx: AppContext,
  actor: Actor,
  emp: Empleado,
  ids: z.output<typeof empleadoParcelaSchema>,
) {
  const { db } = ctx.database;
  const fallida = MSG.asociacionFallida;
  const target = await loadAuthorized(db, actor, 'parcela', ids.parcela_id, 'update');
  if (!target || emp.cpId !== ids.identificador || target.cpId !== ids.identificador) throw notFound(fallida);
  const added = await db
    .insert(empleadoParcela)
    .values({ empleadoId: emp.empleadoId, parcelaId: target.parcelaId, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ parcelaId: empleadoParcela.parcelaId });
  return { nuevo: added.length > 0 };
}

/** POST /empleado/invitacion/{id}: a new welcome link for a worker that has not set its password. */
export function reenviarInvitacion(ctx: AppContext, row: Empleado, log: InviteLog) {
  return resendInvite(ctx, log, row.usuarioId, row.nombre);
}

/**
 * DELETE /empleado/desactivar/{id} (false) and POST /empleado/activar/{id} (true): the worker and its
 * account stop or resume together, as a company's deactivation does (cp/service.ts); stopping ends
 * its sessions, so its next request is refused. A worker of a deactivated company stays off.
 */
export async function setActivo(ctx: AppContext, row: Empleado, isActive: boolean) {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    if (isActive) {
      const [cp] = await tx
        .select({ isActive: clientePrincipal.isActive })
        .from(clientePrincipal)
        .where(eq(clientePrincipal.cpId, row.cpId));
      if (!cp?.isActive) throw conflict(MSG.empresaInactiva);
    }
    await tx.update(empleado).set({ isActive }).where(eq(empleado.empleadoId, row.empleadoId));
    await tx.update(usuario).set({ isActive, dateModified: now }).where(eq(usuario.usuarioId, row.usuarioId));
    if (!isActive) await tx.delete(sesion).where(eq(sesion.usuarioId, row.usuarioId));
  });
}

/** DELETE /empleado/parcela/{empleado_id}/{parcela_id}: unlinks one territory; 404 when it was not linked. */
export async function desligarParcela(ctx: AppContext, row: Empleado, parcelaId: number) {
  const { db } = ctx.database;
  const gone = await db
    .delete(empleadoParcela)
    .where(and(eq(empleadoParcela.empleadoId, row.empleadoId), eq(empleadoParcela.parcelaId, parcelaId)))
    .returning({ parcelaId: empleadoParcela.parcelaId });
  if (gone.length === 0) throw notFound(MSG.territorioNoLigado);
}
