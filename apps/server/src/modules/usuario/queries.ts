import { eq, inArray, sql } from 'drizzle-orm';
import { ROLES } from '@agro/domain/constants';
import { alias } from 'drizzle-orm/pg-core';
import type { CAMPOS_USUARIOS, ORDEN_USUARIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db } from '../../db/client.ts';
import { admin, clientePrincipal, empleado, usuario } from '../../db/schema/index.ts';
import { contains, norm, oneOf, registry, type KeySelect } from '../admin/registry.ts';

type Campo = (typeof CAMPOS_USUARIOS)[number];
type Orden = (typeof ORDEN_USUARIOS)[number];

// The employer of an employee account: a second join of cliente_principal.
const empleador = alias(clientePrincipal, 'empleador');
const nombreCp = sql<string | null>`coalesce(${clientePrincipal.nombre}, ${empleador.nombre})`;
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
  invitacion_pendiente: sql<boolean>`(${usuario.passwordHash} is null)`,
  nom_empresa: nombreCp,
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

const registro = registry({
  matchers: {
    email: contains(usuario.emailNorm),
    tipo_usuario: oneOf(usuario.tipoUsuario, ROLES),
    nombre: contains(norm(sql`${nombre} || ' ' || coalesce(${nombreCp}, '')`)),
  },
  sorts: {
    usuario_id: usuario.usuarioId,
    email: sql`lower(${usuario.email})`,
    tipo_usuario: usuario.tipoUsuario,
    nombre: norm(nombre),
    estado: usuario.isActive,
  },
  defaultSort: 'usuario_id',
  tiebreak: usuario.usuarioId,
  key: usuario.usuarioId,
  // The name filter reads every join. (`joined` is typed for the row's columns, hence the cast.)
  keys: (db, fields) => joined(db, fields) as unknown as KeySelect,
  rows: (db, keys) => joined(db, columns).where(inArray(usuario.usuarioId, keys)),
  keyOf: (r) => r.usuario_id,
});

/** GET /usuario/listar: every account with its display names, filtered, sorted and paged on the server. */
export async function selectUsuarios(db: Db, query: RegistroQuery<Campo, Orden>) {
  const { rows, ...page } = await registro.page(db, query);
  return { usuarios: rows, ...page };
}

/** The name an account is greeted with in e-mails (its admin, employee or company name). */
export async function nombreDeUsuario(db: Db, usuarioId: number): Promise<string> {
  const [row] = await db
    .select({ nombre })
    .from(usuario)
    .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
    .leftJoin(clientePrincipal, eq(clientePrincipal.usuarioId, usuario.usuarioId))
    .leftJoin(empleado, eq(empleado.usuarioId, usuario.usuarioId))
    .where(eq(usuario.usuarioId, usuarioId));
  return row?.nombre ?? '';
}
