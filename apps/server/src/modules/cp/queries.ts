import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@agro/domain/constants';
import type { CAMPOS_CPS, ORDEN_CPS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientePrincipal, cpContacto, empleado, usuario } from '../../db/schema/index.ts';
import { contains, enClaves, idEquals, keysFrom, oneOf, registry } from '../admin/registry.ts';

/** The columns a company is answered with (docs/RULES.md#entities), bank data included. */
const cpColumns = {
  cp_id: clientePrincipal.cpId,
  identificador: clientePrincipal.cpId,
  usuario_id: clientePrincipal.usuarioId,
  nombre: clientePrincipal.nombre,
  rut: clientePrincipal.rut,
  email: usuario.email,
  telefono: clientePrincipal.telefono,
  direccion: clientePrincipal.direccion,
  region: clientePrincipal.region,
  ciudad: clientePrincipal.ciudad,
  comentarios: clientePrincipal.comentarios,
  tipo_usuario: usuario.tipoUsuario,
  is_active: clientePrincipal.isActive,
  invitacion_pendiente: sql<boolean>`(${usuario.passwordHash} is null)`,
  date_entered: clientePrincipal.dateEntered,
  rut_bancario: clientePrincipal.bancoRut,
  email_bancario: clientePrincipal.bancoEmail,
  banco: clientePrincipal.banco,
  tipo_cuenta: clientePrincipal.tipoCuenta,
  numero_cuenta: clientePrincipal.numeroCuenta,
  avatar_nom: usuario.avatarNom,
  avatar_ext: usuario.avatarExt,
};

/** Companies matching `where`, with their account's e-mail and avatar. */
export function selectCps(db: DbOrTx, where: SQL) {
  return db
    .select(cpColumns)
    .from(clientePrincipal)
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(where);
}

type Campo = (typeof CAMPOS_CPS)[number];
type Orden = (typeof ORDEN_CPS)[number];

const filaColumns = {
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
  invitacion_pendiente: sql<boolean>`(${usuario.passwordHash} is null)`,
  date_entered: clientePrincipal.dateEntered,
};

// The account's e-mail and role live on usuario: joined for the keys only when the query needs them.
const needsUsuario = (query: RegistroQuery<Campo, Orden>) =>
  (!!query.q?.trim() && query.campo !== 'id' && query.campo !== 'nombre') ||
  query.sort === 'email' ||
  query.sort === 'rol';

const registro = registry({
  matchers: {
    id: idEquals(clientePrincipal.cpId),
    nombre: contains(clientePrincipal.nombreNorm),
    email: contains(usuario.emailNorm),
    rol: oneOf(usuario.tipoUsuario, ROLES),
  },
  sorts: {
    id: clientePrincipal.cpId,
    nombre: clientePrincipal.nombreNorm,
    email: sql`lower(${usuario.email})`,
    rol: usuario.tipoUsuario,
    estado: clientePrincipal.isActive,
    date_entered: clientePrincipal.dateEntered,
  },
  defaultSort: 'id',
  tiebreak: clientePrincipal.cpId,
  key: clientePrincipal.cpId,
  keys: keysFrom(clientePrincipal, {
    table: usuario,
    on: eq(usuario.usuarioId, clientePrincipal.usuarioId),
    when: needsUsuario,
  }),
  rows: (db, keys) =>
    db
      .select(filaColumns)
      .from(clientePrincipal)
      .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
      .where(enClaves(clientePrincipal.cpId, keys)),
  keyOf: (r) => r.cp_id,
});

/** The client registry, filtered, sorted and paged on the server. */
export async function selectRegistro(db: Db, query: RegistroQuery<Campo, Orden>) {
  const { rows, ...page } = await registro.page(db, query);
  return { clientes: rows, ...page };
}

/** Rows of the client registry in its filter and order, without a total (exports). */
export const lotesRegistro = registro.lotes;

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
export function selectContactos(db: DbOrTx, cpId: number) {
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

/** The usuario ids of a client and of all its employees. */
export async function companyUserIds(db: DbOrTx, cpId: number, cpUsuarioId: number): Promise<number[]> {
  const emps = await db.select({ id: empleado.usuarioId }).from(empleado).where(eq(empleado.cpId, cpId));
  return [cpUsuarioId, ...emps.map((e) => e.id)];
}
