import { count, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { CpRegistro } from '@agro/domain/schemas/cp-registro';
import type { CAMPOS_CLIENTES, ORDEN_CLIENTES, RegistroQuery } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  clientePrincipal,
  cpContacto,
  empleado,
  pago,
  parcela,
  sesion,
  usuario,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { accountCreatedMail } from '../../lib/mail-templates.ts';
import { removeStored } from '../../lib/uploads.ts';
import { findCp } from '../../lib/lookups.ts';
import { parcelaStorageKeys, usuarioStorageKeys } from '../admin/purge.ts';
import { contains, filterOf, idEquals, orderOf, pageOf } from '../admin/registry.ts';
import { createResetLink, findUserByEmail, WELCOME_TTL_MS } from '../usuario/service.ts';

type Campo = (typeof CAMPOS_CLIENTES)[number];
type Orden = (typeof ORDEN_CLIENTES)[number];

const listColumns = {
  id: clientePrincipal.cpId,
  cp_id: clientePrincipal.cpId,
  identificador: clientePrincipal.cpId,
  usuario_id: clientePrincipal.usuarioId,
  nombre: clientePrincipal.nombre,
  rut: clientePrincipal.rut,
  email: usuario.email,
  rol: usuario.tipoUsuario,
  tipo_usuario: usuario.tipoUsuario,
  region: clientePrincipal.region,
  ciudad: clientePrincipal.ciudad,
  is_active: clientePrincipal.isActive,
  date_entered: clientePrincipal.dateEntered,
};

/** GET /cp/all/listar: the client registry, filtered, sorted and paged on the server. */
export async function listClientes(db: Db, query: RegistroQuery<Campo, Orden>) {
  const where = filterOf<Campo>(query, {
    id: idEquals(clientePrincipal.cpId),
    nombre: contains(clientePrincipal.nombre),
    email: contains(usuario.email),
    rol: contains(usuario.tipoUsuario),
  });
  const order = orderOf<Orden>(
    query,
    {
      id: clientePrincipal.cpId,
      nombre: sql`lower(${clientePrincipal.nombre})`,
      email: sql`lower(${usuario.email})`,
      rol: usuario.tipoUsuario,
      estado: clientePrincipal.isActive,
      date_entered: clientePrincipal.dateEntered,
    },
    'id',
    clientePrincipal.cpId,
  );
  const page = pageOf(query);
  const base = db
    .select(listColumns)
    .from(clientePrincipal)
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const total = page
    ? (
        await db
          .select({ n: count() })
          .from(clientePrincipal)
          .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
          .where(where)
      )[0]!.n
    : rows.length;
  return { clientes: rows, total, page: page?.page ?? 1, pageSize: page?.pageSize ?? rows.length };
}

export async function requireCp(db: DbOrTx, cpId: number) {
  const cp = await findCp(db, cpId);
  if (!cp) throw notFound(MSG.sinDatosId);
  return cp;
}

const contactoColumns = {
  contacto_id: cpContacto.contactoId,
  cp_id: cpContacto.cpId,
  nombre: cpContacto.nombre,
  apellido: cpContacto.apellido,
  email: cpContacto.email,
  telefono: cpContacto.telefono,
  cargo: cpContacto.cargo,
  is_principal: cpContacto.isPrincipal,
  isprincipal: cpContacto.isPrincipal,
};

/** Both contacts of a client, the primary first. */
export async function listContactos(db: DbOrTx, cpId: number) {
  return db
    .select(contactoColumns)
    .from(cpContacto)
    .where(eq(cpContacto.cpId, cpId))
    .orderBy(sql`${cpContacto.isPrincipal} desc`);
}

export interface ContactoDatos {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  cargo: string;
}

/** Writes the primary or secondary contact of a client (creates it when missing). */
export async function upsertContacto(db: DbOrTx, cpId: number, isPrincipal: boolean, c: ContactoDatos) {
  const values = {
    nombre: c.nombre,
    apellido: c.apellido,
    email: c.email,
    telefono: c.telefono,
    cargo: c.cargo,
  };
  await db
    .insert(cpContacto)
    .values({ cpId, isPrincipal, ...values })
    .onConflictDoUpdate({ target: [cpContacto.cpId, cpContacto.isPrincipal], set: values });
}

/** True for a unique-constraint violation from PostgreSQL or PGlite (possibly wrapped by Drizzle). */
/**
 * POST /cp/registrar: in one transaction the client's user account (no password yet), the company
 * with its bank data and its two contacts; then the welcome e-mail with a link to set the password.
 */
export async function registrarCp(
  ctx: AppContext,
  input: CpRegistro,
  log: { error: (o: object, m: string) => void },
) {
  const { db } = ctx.database;
  const { datos, banco } = input;
  if (await findUserByEmail(db, datos.email)) throw conflict(MSG.emailEnUso);
  const now = ctx.now();
  let created: { cpId: number; usuarioId: number; link: string };
  try {
    created = await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuario)
        .values({
          email: datos.email,
          passwordHash: null,
          tipoUsuario: 'Cliente Principal',
          isActive: true,
          dateEntered: now,
          dateModified: now,
        })
        .returning({ usuarioId: usuario.usuarioId });
      const [cp] = await tx
        .insert(clientePrincipal)
        .values({
          usuarioId: u!.usuarioId,
          nombre: datos.nombre,
          rut: datos.rut,
          telefono: datos.telefono,
          direccion: datos.direccion,
          region: datos.region,
          ciudad: datos.ciudad,
          comentarios: datos.comentarios,
          bancoRut: banco.rut,
          bancoEmail: banco.email_bancario,
          banco: banco.banco,
          tipoCuenta: banco.tipo_cuenta,
          numeroCuenta: banco.numero_cuenta,
          dateEntered: now,
          dateModified: now,
        })
        .returning({ cpId: clientePrincipal.cpId });
      await upsertContacto(tx, cp!.cpId, true, input.contacto);
      await upsertContacto(tx, cp!.cpId, false, input.contactoSecundario);
      const link = await createResetLink(ctx, tx, u!.usuarioId, WELCOME_TTL_MS);
      return { cpId: cp!.cpId, usuarioId: u!.usuarioId, link };
    });
  } catch (err) {
    // Two admins registering the same e-mail at once: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(MSG.emailEnUso);
    throw err;
  }
  let correoEnviado = true;
  try {
    await ctx.mailer.send(accountCreatedMail(datos.email, datos.nombre, created.link));
  } catch (err) {
    // The account exists; the client can still use "¿Olvidaste tu contraseña?".
    correoEnviado = false;
    log.error({ err }, 'welcome mail failed');
  }
  return { cpId: created.cpId, usuarioId: created.usuarioId, correoEnviado };
}

/** The usuario ids of a client and of all its employees. */
async function companyUserIds(db: DbOrTx, cpId: number, cpUsuarioId: number): Promise<number[]> {
  const emps = await db.select({ id: empleado.usuarioId }).from(empleado).where(eq(empleado.cpId, cpId));
  return [cpUsuarioId, ...emps.map((e) => e.id)];
}

/**
 * DELETE /cp/desactivar/{cp_id} (isActive false) and POST /cp/activar/{cp_id} (true): the company, its
 * account and its employees' accounts stop or resume together; stopping also ends their sessions.
 */
export async function setCpActivo(ctx: AppContext, cpId: number, isActive: boolean) {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const cp = await requireCp(tx, cpId);
    const ids = await companyUserIds(tx, cpId, cp.usuarioId);
    await tx
      .update(clientePrincipal)
      .set({ isActive, dateModified: now })
      .where(eq(clientePrincipal.cpId, cpId));
    await tx.update(empleado).set({ isActive }).where(eq(empleado.cpId, cpId));
    await tx.update(usuario).set({ isActive, dateModified: now }).where(inArray(usuario.usuarioId, ids));
    if (!isActive) await tx.delete(sesion).where(inArray(sesion.usuarioId, ids));
  });
}

/**
 * DELETE /cp/{cp_id} (docs/decisions/003-client-deletion.md): refused with 409 while the client has
 * payments (accounting records are kept; deactivate instead). Otherwise the company and everything it
 * owns go in one transaction (territories, services, uploads, employees, invoices, contacts, users),
 * and the stored files are removed once it has committed.
 */
export async function eliminarCp(ctx: AppContext, cpId: number) {
  const keys = await ctx.database.db.transaction(async (tx) => {
    // Locks the company row so a payment cannot slip in between the check and the delete.
    const [cp] = await tx
      .select()
      .from(clientePrincipal)
      .where(eq(clientePrincipal.cpId, cpId))
      .for('update');
    if (!cp) throw notFound(MSG.sinDatosId);
    const [pagos] = await tx.select({ n: count() }).from(pago).where(eq(pago.cpId, cpId));
    if (pagos!.n > 0) throw conflict(MSG.clienteConPagos);
    const ids = await companyUserIds(tx, cpId, cp.usuarioId);
    const parcelaIds = (
      await tx.select({ id: parcela.parcelaId }).from(parcela).where(eq(parcela.cpId, cpId))
    ).map((p) => p.id);
    const stored = [...(await parcelaStorageKeys(tx, parcelaIds)), ...(await usuarioStorageKeys(tx, ids))];
    // The company row cascades to contacts, territories, services, uploads, employees and invoices.
    await tx.delete(clientePrincipal).where(eq(clientePrincipal.cpId, cpId));
    await tx.delete(usuario).where(inArray(usuario.usuarioId, ids));
    return stored;
  });
  await removeStored(ctx.storage, keys);
}
