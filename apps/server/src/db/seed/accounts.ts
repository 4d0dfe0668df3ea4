import type { Tx } from '../client.ts';
import {
  admin,
  clientePrincipal,
  cpContacto,
  empleado,
  empleadoParcela,
  parcela,
  servicio,
  usuario,
} from '../schema/index.ts';
import { DEMO_ADMINS, DEMO_CPS, type DemoCp } from './demo-data.ts';
import { daysAgoAt } from './demo-time.ts';
import { servicioKey } from './reports.ts';

export interface SeededAccounts {
  /** The Admin's usuario_id, recorded as uploader of the demo reports. */
  adminUsuarioId: number;
  /** cp_id per entry of DEMO_CPS. */
  cpIds: number[];
  /** servicio_id by servicioKey(company index, parcelarel_id). */
  servicioIds: Map<string, number>;
}

/** How long ago, in days, each kind of record was created: clients long before their reports. */
const AGE = { staff: 420, cp: 210, parcela: 208, servicio: 205, empleado: 200 } as const;

/** A seeded row's creation time, `days` before today (at 10:00 unless told). */
type At = (days: number, hour?: number) => Date;
/** The usuario_id of a seeded account, by its email. */
type UserId = (email: string) => number;

/**
 * Inserts users, admins, companies with contacts, territories, services, employees and their
 * territory links. All users share one password hash (see the caller).
 */
export async function insertAccounts(
  tx: Tx,
  passwordHash: string,
  today: string,
  now: Date,
): Promise<SeededAccounts> {
  const at: At = (days, hour = 10) => daysAgoAt(today, days, hour, now);
  const userId = await insertUsers(tx, passwordHash, at);
  await insertAdmins(tx, userId);

  const cpIds: number[] = [];
  const servicioIds = new Map<string, number>();
  for (const [i, empresa] of DEMO_CPS.entries()) {
    const since: At = (days, hour) => at(days - i * 30, hour); // the second client joined a month later
    const cpId = await insertCp(tx, empresa, userId(empresa.email), since(AGE.cp));
    cpIds.push(cpId);
    const parcelaIds = await insertParcelas(tx, empresa, cpId, since);
    for (const [rel, servicioId] of await insertServicios(tx, empresa, cpId, parcelaIds, since))
      servicioIds.set(servicioKey(i, rel), servicioId);
    await insertEmpleados(tx, empresa, cpId, parcelaIds, userId, since);
  }
  return { adminUsuarioId: userId(DEMO_ADMINS[0]!.email), cpIds, servicioIds };
}

/** Inserts every demo account's usuario row; answers their ids by email. */
async function insertUsers(tx: Tx, passwordHash: string, at: At): Promise<UserId> {
  const users = [
    ...DEMO_ADMINS.map((a) => ({ email: a.email, tipoUsuario: a.rol, dateEntered: at(AGE.staff) })),
    ...DEMO_CPS.flatMap((e, i) => [
      { email: e.email, tipoUsuario: 'Cliente Principal' as const, dateEntered: at(AGE.cp - i * 30) },
      ...e.empleados.map((p) => ({
        email: p.email,
        tipoUsuario: 'Empleado' as const,
        dateEntered: at(AGE.empleado - i * 30),
        // A pending invitation is an account without a password (lib/invite.ts).
        passwordHash: p.invitacionPendiente ? null : passwordHash,
      })),
    ]),
  ];
  const inserted = await tx
    .insert(usuario)
    .values(users.map((u) => ({ passwordHash, ...u, isActive: true, dateModified: u.dateEntered })))
    .returning({ usuarioId: usuario.usuarioId, email: usuario.email });
  const userIds = new Map(inserted.map((u) => [u.email, u.usuarioId]));
  return (email) => userIds.get(email)!;
}

async function insertAdmins(tx: Tx, userId: UserId): Promise<void> {
  await tx.insert(admin).values(
    DEMO_ADMINS.map((a) => ({
      usuarioId: userId(a.email),
      nombre: a.nombre,
      apellido: a.apellido,
      rut: a.rut,
      telefono: a.telefono,
    })),
  );
}

async function insertCp(tx: Tx, e: DemoCp, usuarioId: number, dateEntered: Date): Promise<number> {
  const [row] = await tx
    .insert(clientePrincipal)
    .values({
      usuarioId,
      nombre: e.nombre,
      rut: e.rut,
      telefono: e.telefono,
      direccion: e.direccion,
      region: e.region,
      ciudad: e.ciudad,
      comentarios: e.comentarios,
      bancoRut: e.rut,
      bancoEmail: e.bancoEmail,
      banco: e.banco,
      tipoCuenta: e.tipoCuenta,
      numeroCuenta: e.numeroCuenta,
      // The per-client sequences continue after the seeded rel ids.
      seqParcela: Math.max(...e.parcelas.map((t) => t.rel)),
      seqEmpleado: e.empleados.length,
      // Invoices are numbered by insertFinance, which advances this one itself.
      seqFactura: 0,
      dateEntered,
      dateModified: dateEntered,
    })
    .returning({ cpId: clientePrincipal.cpId });
  await tx.insert(cpContacto).values(e.contactos.map((c) => ({ ...c, cpId: row!.cpId })));
  return row!.cpId;
}

/** Inserts a company's territories; answers their parcela_id by rel id. */
async function insertParcelas(tx: Tx, e: DemoCp, cpId: number, since: At): Promise<Map<number, number>> {
  const parcelas = await tx
    .insert(parcela)
    .values(
      e.parcelas.map((t) => ({
        cpId,
        parcelarelId: t.rel,
        nombre: t.nombre,
        region: t.region,
        ciudad: t.ciudad,
        direccionRef: t.direccionRef,
        coordX: t.coordX,
        coordY: t.coordY,
        extension: t.extension,
        tags: t.tags,
        notas: t.notas,
        dateEntered: since(AGE.parcela),
        dateModified: since(AGE.parcela),
      })),
    )
    .returning({ parcelaId: parcela.parcelaId, rel: parcela.parcelarelId });
  return new Map(parcelas.map((p) => [p.rel, p.parcelaId]));
}

/** Inserts one service per territory of a company; answers their servicio_id by territory rel id. */
async function insertServicios(
  tx: Tx,
  e: DemoCp,
  cpId: number,
  parcelaIds: Map<number, number>,
  since: At,
): Promise<Map<number, number>> {
  const servicios = await tx
    .insert(servicio)
    .values(
      e.parcelas.map((t) => ({
        parcelaId: parcelaIds.get(t.rel)!,
        cpId,
        tipoServicio: t.servicio,
        dateEntered: since(AGE.servicio),
        dateModified: since(AGE.servicio),
      })),
    )
    .returning({ servicioId: servicio.servicioId, parcelaId: servicio.parcelaId });
  return new Map(
    e.parcelas.map((t) => [
      t.rel,
      servicios.find((row) => row.parcelaId === parcelaIds.get(t.rel))!.servicioId,
    ]),
  );
}

/** Inserts a company's employees and links each to its territories. */
async function insertEmpleados(
  tx: Tx,
  e: DemoCp,
  cpId: number,
  parcelaIds: Map<number, number>,
  userId: UserId,
  since: At,
): Promise<void> {
  const empleados = await tx
    .insert(empleado)
    .values(
      e.empleados.map((p, n) => ({
        usuarioId: userId(p.email),
        cpId,
        empleadorelId: n + 1,
        nombre: p.nombre,
        apellido: p.apellido,
        rut: p.rut,
        telefono: p.telefono,
        cargo: p.cargo,
        dateEntered: since(AGE.empleado),
      })),
    )
    .returning({ empleadoId: empleado.empleadoId, usuarioId: empleado.usuarioId });
  // Later links get later timestamps, so ordering by created_at keeps each employee's first
  // territory (for empleado@agrodemo.cl, the EDEB Full one) as the default.
  const links = e.empleados.flatMap((p) =>
    p.parcelas.map((rel, order) => ({
      empleadoId: empleados.find((row) => row.usuarioId === userId(p.email))!.empleadoId,
      parcelaId: parcelaIds.get(rel)!,
      createdAt: since(AGE.empleado - 1 - order * 14),
    })),
  );
  await tx.insert(empleadoParcela).values(links);
}
