import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { parseTerritorioId } from '@agro/domain/rules';
import { MSG } from '@agro/domain/messages';
import type { z } from 'zod';
import type { empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal, empleado, empleadoParcela, parcela, usuario } from '../../db/schema/index.ts';
import { actorOf } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findParcelaByRel, nextRelId } from '../../lib/lookups.ts';
import { accountCreatedMail } from '../../lib/mail-templates.ts';
import { actorForCp } from '../cp/cliente-access.ts';
import { createResetLink, findUserByEmail, WELCOME_TTL_MS } from '../usuario/service.ts';
import { empleadoColumns } from './self-routes.ts';

/** Employees matching `where`, with user, company and avatar columns. */
export function listEmpleados(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(empleadoColumns)
    .from(empleado)
    .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, empleado.cpId))
    .where(where)
    .orderBy(empleado.cpId, empleado.empleadorelId);
}

/**
 * An employee as seen by a principal client or staff: 404 when it does not exist or belongs to
 * a company the caller does not manage (ids reveal nothing). The tenancy gate for /empleado/{id}.
 */
export async function empleadoVisible(request: FastifyRequest, empleadoId: number, mensaje?: string) {
  const [row] = await listEmpleados(request.server.ctx.database.db, eq(empleado.empleadoId, empleadoId));
  if (!row) throw notFound(mensaje);
  const actor = actorOf(request);
  if (actor.role === 'Empleado' || (actor.role === 'Cliente Principal' && actor.cpId !== row.cp_id))
    throw notFound(mensaje);
  return row;
}

/** The territory a new worker starts on: `{cp}-T-NNN` (of that company) or its parcelarel_id. */
async function territorioDe(db: DbOrTx, cpId: number, id: string | number) {
  let rel: number | null = typeof id === 'number' ? id : null;
  if (typeof id === 'string') {
    const parsed = /^\d+$/.test(id) ? { cpId, parcelarelId: Number(id) } : parseTerritorioId(id);
    rel = parsed && parsed.cpId === cpId ? parsed.parcelarelId : null;
  }
  const p = rel === null ? undefined : await findParcelaByRel(db, cpId, rel);
  if (!p) throw notFound(MSG.territorioNoExiste);
  return p;
}

type Registro = z.output<typeof empleadoRegistroSchema>;

/**
 * POST /empleado/registrar: creates the user (no password), the employee (next per-company
 * number) and its first territory link in one transaction, then e-mails the set-password link.
 */
export async function registrarEmpleado(request: FastifyRequest, ctx: AppContext, datos: Registro) {
  const { db } = ctx.database;
  await actorForCp(request, datos.cp_id);
  const p = await territorioDe(db, datos.cp_id, datos.idTerritorio);
  if (await findUserByEmail(db, datos.email)) throw conflict(MSG.emailEnUso);
  const now = ctx.now();
  let creado: { empleadoId: number; empleadorelId: number; usuarioId: number; url: string };
  try {
    creado = await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuario)
        .values({
          email: datos.email,
          passwordHash: null,
          tipoUsuario: 'Empleado',
          dateEntered: now,
          dateModified: now,
        })
        .returning({ usuarioId: usuario.usuarioId });
      const empleadorelId = await nextRelId(tx, datos.cp_id, 'seqEmpleado');
      const [e] = await tx
        .insert(empleado)
        .values({
          usuarioId: u!.usuarioId,
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
      const url = await createResetLink(ctx, tx, u!.usuarioId, WELCOME_TTL_MS);
      return { empleadoId: e!.empleadoId, empleadorelId, usuarioId: u!.usuarioId, url };
    });
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(MSG.emailEnUso);
    throw err;
  }
  try {
    await ctx.mailer.send(accountCreatedMail(datos.email, datos.nombre, creado.url));
  } catch (err) {
    // The account exists either way; the worker can still use "recuperar contraseña".
    request.log.error({ err }, 'welcome mail failed');
  }
  return {
    empleado_id: creado.empleadoId,
    empleadorel_id: creado.empleadorelId,
    usuario_id: creado.usuarioId,
    parcela_id: p.parcelaId,
  };
}

/** POST /empleado/parcela: links an employee to another territory of its own company; idempotent. */
export async function asociarParcela(
  request: FastifyRequest,
  ids: { empleado_id: number; parcela_id: number; identificador: number },
) {
  const { db } = request.server.ctx.database;
  await actorForCp(request, ids.identificador);
  const emp = await empleadoVisible(request, ids.empleado_id, MSG.asociacionFallida);
  if (emp.cp_id !== ids.identificador) throw notFound(MSG.asociacionFallida);
  const [target] = await db
    .select({ parcelaId: parcela.parcelaId })
    .from(parcela)
    .where(and(eq(parcela.parcelaId, ids.parcela_id), eq(parcela.cpId, ids.identificador)));
  if (!target) throw notFound(MSG.asociacionFallida);
  const added = await db
    .insert(empleadoParcela)
    .values({ empleadoId: emp.empleado_id, parcelaId: target.parcelaId, createdAt: request.server.ctx.now() })
    .onConflictDoNothing()
    .returning({ parcelaId: empleadoParcela.parcelaId });
  return { nuevo: added.length > 0 };
}
