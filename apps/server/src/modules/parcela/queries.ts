import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { territorioDisplayId } from '@agro/domain/format';
import type { CAMPOS_TERRITORIOS, ORDEN_TERRITORIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientePrincipal, empleadoParcela, parcela, servicio } from '../../db/schema/index.ts';
import { contains, filterOf, orderOf, pageOf } from '../admin/registry.ts';

/** The columns a territory is answered with (docs/RULES.md#entities), with its live service. */
const columns = {
  parcela_id: parcela.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  identificador: parcela.cpId,
  cp_id: parcela.cpId,
  propietario: clientePrincipal.nombre,
  nombre_empresa: clientePrincipal.nombre,
  nombre: parcela.nombre,
  region: parcela.region,
  ciudad: parcela.ciudad,
  direccion_ref: parcela.direccionRef,
  coord_x: parcela.coordX,
  coord_y: parcela.coordY,
  extension: parcela.extension,
  tags: parcela.tags,
  notas: parcela.notas,
  is_active: parcela.isActive,
  date_entered: parcela.dateEntered,
  date_modified: parcela.dateModified,
  avatar_nom: parcela.avatarNom,
  avatar_ext: parcela.avatarExt,
  servicio_id: servicio.servicioId,
  tipo_servicio: servicio.tipoServicio,
};

/** Territories matching `where`, by company and number, shaped for the API (coordenadas {x, y}). */
export async function selectParcelas(db: DbOrTx, where: SQL | undefined, opts: { linkedTo?: number } = {}) {
  const base = db
    .select(columns)
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .leftJoin(servicio, and(eq(servicio.parcelaId, parcela.parcelaId), eq(servicio.isDeleted, false)));
  const rows = await (
    opts.linkedTo === undefined
      ? base.where(where)
      : base
          .innerJoin(empleadoParcela, eq(empleadoParcela.parcelaId, parcela.parcelaId))
          .where(and(where, eq(empleadoParcela.empleadoId, opts.linkedTo)))
  ).orderBy(asc(parcela.cpId), asc(parcela.parcelarelId));
  return rows.map((r) => ({ ...r, coordenadas: { x: r.coord_x, y: r.coord_y } }));
}

type Campo = (typeof CAMPOS_TERRITORIOS)[number];
type Orden = (typeof ORDEN_TERRITORIOS)[number];

const filaColumns = {
  parcela_id: parcela.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  cp_id: parcela.cpId,
  identificador: parcela.cpId,
  propietario: clientePrincipal.nombre,
  nombre_empresa: clientePrincipal.nombre,
  nombre: parcela.nombre,
  region: parcela.region,
  ciudad: parcela.ciudad,
  direccion_ref: parcela.direccionRef,
  tags: parcela.tags,
  is_active: parcela.isActive,
  estado: parcela.isActive,
  date_entered: parcela.dateEntered,
};

/** The territory registry, filtered, sorted and paged on the server. */
export async function selectRegistro(db: Db, query: RegistroQuery<Campo, Orden>) {
  const where = filterOf<Campo>(query, {
    propietario: contains(clientePrincipal.nombre),
    nombre: contains(parcela.nombre),
    ciudad: contains(parcela.ciudad),
    direccion: contains(parcela.direccionRef),
  });
  const order = orderOf<Orden>(
    query,
    {
      id: [parcela.cpId, parcela.parcelarelId],
      propietario: sql`lower(${clientePrincipal.nombre})`,
      nombre: sql`lower(${parcela.nombre})`,
      ciudad: sql`lower(${parcela.ciudad})`,
      direccion: sql`lower(${parcela.direccionRef})`,
      estado: parcela.isActive,
      date_entered: parcela.dateEntered,
    },
    'id',
    parcela.parcelaId,
  );
  const page = pageOf(query);
  const base = db
    .select(filaColumns)
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = (page ? await base.limit(page.limit).offset(page.offset) : await base).map((r) => ({
    ...r,
    id: territorioDisplayId(r.cp_id, r.parcelarel_id),
  }));
  const total = page
    ? (
        await db
          .select({ n: count() })
          .from(parcela)
          .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
          .where(where)
      )[0]!.n
    : rows.length;
  return { parcelas: rows, total, page: page?.page ?? 1, pageSize: page?.pageSize ?? rows.length };
}
