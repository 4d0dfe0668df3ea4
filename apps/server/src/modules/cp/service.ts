import { count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_CPS, ORDEN_CPS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { cpDatosSchema } from '@agro/domain/schemas/cp-datos';
import type { cpBancoSchema, CpRegistro } from '@agro/domain/schemas/cp-registro';
import type { AppContext } from '../../context.ts';
import { clientePrincipal, empleado, pago, parcela, sesion, usuario } from '../../db/schema/index.ts';
import { isStaff, type Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inviteUser, resendInvite, type InviteLog } from '../../lib/invite.ts';
import { removeStored } from '../../lib/uploads.ts';
import { parcelaStorageKeys, usuarioStorageKeys } from '../admin/purge.ts';
import type { RecordOf } from '../../policies/index.ts';
import {
  companyUserIds,
  selectContactos,
  selectCps,
  selectRegistro,
  upsertContacto,
  type ContactoDatos,
} from './queries.ts';

/** A company as its policy loads it (the route's `record`). */
type Cp = RecordOf<'cp'>;

/** The signed-in principal client's own company (GET /cp/self). */
export async function propia(ctx: AppContext, actor: Actor) {
  const rows = await selectCps(ctx.database.db, eq(clientePrincipal.usuarioId, actor.usuarioId));
  if (rows.length === 0) throw notFound();
  return rows;
}

export function obtener(ctx: AppContext, cp: Cp) {
  return selectCps(ctx.database.db, eq(clientePrincipal.cpId, cp.cpId));
}

type Datos = z.output<typeof cpDatosSchema>;

/** PUT /cp/datos: the company's data; the notes (`comentarios`) are the back office's, staff alone set them. */
export async function actualizarDatos(ctx: AppContext, actor: Actor, cp: Cp, datos: Datos) {
  const { comentarios, ...resto } = datos;
  const notas = isStaff(actor) && comentarios !== undefined ? { comentarios } : {};
  await ctx.database.db
    .update(clientePrincipal)
    .set({ ...resto, ...notas, dateModified: ctx.now() })
    .where(eq(clientePrincipal.cpId, cp.cpId));
}

type Campo = (typeof CAMPOS_CPS)[number];
type Orden = (typeof ORDEN_CPS)[number];
export const registro = (ctx: AppContext, query: RegistroQuery<Campo, Orden>) =>
  selectRegistro(ctx.database.db, query);

export function contactos(ctx: AppContext, cp: Cp) {
  return selectContactos(ctx.database.db, cp.cpId);
}

/** Writes one contact (primary or secondary) and answers both. */
export async function actualizarContacto(
  ctx: AppContext,
  { cpId }: Cp,
  contacto: ContactoDatos & { isprincipal: boolean },
) {
  const { isprincipal, ...datos } = contacto;
  await upsertContacto(ctx.database.db, cpId, isprincipal, datos);
  return selectContactos(ctx.database.db, cpId);
}

/**
 * POST /cp/registrar: the client's account, its company with the bank data and its two contacts,
 * then the welcome e-mail with the link to set its password (lib/invite.ts).
 */
export async function registrar(ctx: AppContext, input: CpRegistro, log: InviteLog) {
  const { datos, banco } = input;
  const now = ctx.now();
  const { usuarioId, correoEnviado, creado } = await inviteUser(
    ctx,
    log,
    { email: datos.email, rol: 'Cliente Principal', nombre: datos.nombre },
    async (tx, usuarioId) => {
      const [cp] = await tx
        .insert(clientePrincipal)
        .values({
          usuarioId,
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
      return cp!.cpId;
    },
  );
  return { cpId: creado, usuarioId, correoEnviado };
}

/**
 * DELETE /cp/desactivar/{cp_id} (isActive false) and POST /cp/activar/{cp_id} (true): the company, its
 * account and its employees' accounts stop or resume together; stopping also ends their sessions.
 */
export async function setActivo(ctx: AppContext, cp: Cp, isActive: boolean) {
  const now = ctx.now();
  const { cpId } = cp;
  await ctx.database.db.transaction(async (tx) => {
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
export async function eliminar(ctx: AppContext, { cpId }: Cp) {
  const keys = await ctx.database.db.transaction(async (tx) => {
    // The company row stays locked so a payment cannot slip in between the check and the delete.
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

/** POST /cp/invitacion/{cp_id}: a new welcome link for a client that has not set its password. */
export function reenviarInvitacion(ctx: AppContext, cp: Cp, log: InviteLog) {
  return resendInvite(ctx, log, cp.usuarioId, cp.nombre);
}

/** PUT /cp/banco/{cp_id}: the bank data, validated as in the Agregar CP wizard's bank step. */
export async function actualizarBanco(ctx: AppContext, cp: Cp, banco: z.output<typeof cpBancoSchema>) {
  await ctx.database.db
    .update(clientePrincipal)
    .set({
      bancoRut: banco.rut,
      bancoEmail: banco.email_bancario,
      banco: banco.banco,
      tipoCuenta: banco.tipo_cuenta,
      numeroCuenta: banco.numero_cuenta,
      dateModified: ctx.now(),
    })
    .where(eq(clientePrincipal.cpId, cp.cpId));
}
