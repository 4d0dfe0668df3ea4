import { and, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_USUARIOS, ORDEN_USUARIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { admin, clientePrincipal, empleado, usuario } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { contains, filterOf, orderOf, pageOf } from '../admin/registry.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserByEmail, revokeUserSessions, setPassword } from './service.ts';

type Campo = (typeof CAMPOS_USUARIOS)[number];
type Orden = (typeof ORDEN_USUARIOS)[number];

// The employer of an employee account: a second join of cliente_principal.
const empleador = alias(clientePrincipal, 'empleador');
const nomEmpresa = sql<string | null>`coalesce(${clientePrincipal.nombre}, ${empleador.nombre})`;
const nomEmpleado = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${empleado.nombre}, ${empleado.apellido})), '')`;
const nomAdmin = sql<string | null>`nullif(trim(concat_ws(' ', ${admin.nombre}, ${admin.apellido})), '')`;
const nombre = sql<string>`coalesce(${nomAdmin}, ${nomEmpleado}, ${clientePrincipal.nombre}, '')`;

const columns = {
  usuario_id: usuario.usuarioId,
  email: usuario.email,
  tipo_usuario: usuario.tipoUsuario,
  estado: usuario.isActive,
  is_active: usuario.isActive,
  nom_empresa: nomEmpresa,
  nom_empleado: nomEmpleado,
  nom_admin: nomAdmin,
  date_entered: usuario.dateEntered,
};

const joined = (db: Db, cols: Record<string, unknown>) =>
  db
    .select(cols as typeof columns)
    .from(usuario)
    .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
    .leftJoin(clientePrincipal, eq(clientePrincipal.usuarioId, usuario.usuarioId))
    .leftJoin(empleado, eq(empleado.usuarioId, usuario.usuarioId))
    .leftJoin(empleador, eq(empleador.cpId, empleado.cpId));

/** GET /usuario/listar: every account with its display names, filtered, sorted and paged on the server. */
export async function listUsuarios(db: Db, query: RegistroQuery<Campo, Orden>) {
  const where = filterOf<Campo>(query, {
    email: contains(usuario.email),
    tipo_usuario: contains(usuario.tipoUsuario),
    nombre: contains(sql`${nombre} || ' ' || coalesce(${nomEmpresa}, '')`),
  });
  const order = orderOf<Orden>(
    query,
    {
      usuario_id: usuario.usuarioId,
      email: sql`lower(${usuario.email})`,
      tipo_usuario: usuario.tipoUsuario,
      nombre: sql`lower(${nombre})`,
      estado: usuario.isActive,
    },
    'usuario_id',
    usuario.usuarioId,
  );
  const page = pageOf(query);
  const base = joined(db, columns)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const total = page
    ? ((await joined(db, { n: count() }).where(where)) as unknown as { n: number }[])[0]!.n
    : rows.length;
  return { usuarios: rows, total, page: page?.page ?? 1, pageSize: page?.pageSize ?? rows.length };
}

const decodeEmail = (raw: string) => decodeURIComponent(raw).trim().toLowerCase();

async function requireUser(db: Db, rawEmail: string) {
  const user = await findUserByEmail(db, decodeEmail(rawEmail));
  if (!user) throw notFound(MSG.usuarioNoExiste);
  return user;
}

/** PUT /usuario/email/admin/{email}: a new e-mail for any account; 409 when another account has it. */
export async function cambiarEmail(
  ctx: AppContext,
  rawEmail: string,
  body: { email_actual?: string; email: string },
) {
  const { db } = ctx.database;
  const user = await requireUser(db, rawEmail);
  if (body.email_actual && body.email_actual !== user.email.toLowerCase())
    throw badRequest(MSG.campoInvalido('email_actual'));
  const other = await findUserByEmail(db, body.email);
  if (other && other.usuarioId !== user.usuarioId) throw conflict(MSG.emailEnUso);
  try {
    await db
      .update(usuario)
      .set({ email: body.email, dateModified: ctx.now() })
      .where(and(eq(usuario.usuarioId, user.usuarioId), ne(usuario.email, body.email)));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailEnUso);
    throw err;
  }
  return { usuario_id: user.usuarioId, email: body.email };
}

/** PUT /usuario/password/admin/{email}: sets any account's password and ends its sessions (but the caller's own). */
export async function cambiarPassword(
  ctx: AppContext,
  rawEmail: string,
  password: string,
  caller: { sesionId: number },
) {
  const { db } = ctx.database;
  const user = await requireUser(db, rawEmail);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.usuarioId, password, ctx.now());
    await revokeUserSessions(tx, user.usuarioId, caller.sesionId);
  });
  return { usuario_id: user.usuarioId };
}
