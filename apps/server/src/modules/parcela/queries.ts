import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { parcelaDisplayId } from '@agro/domain/format';
import type { CAMPOS_PARCELAS, ORDEN_PARCELAS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { clientePrincipal, empleadoParcela, parcela, servicio } from '../../db/schema/index.ts';
import { contains, enClaves, keysFrom, registry, trigram } from '../admin/registry.ts';

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

const selectFrom = (db: DbOrTx) =>
  db
    .select(columns)
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .leftJoin(servicio, and(eq(servicio.parcelaId, parcela.parcelaId), eq(servicio.isDeleted, false)));
const byNumber = [asc(parcela.cpId), asc(parcela.parcelarelId)];
const shaped = <R extends { coord_x: number; coord_y: number }>(rows: R[]) =>
  rows.map((r) => ({ ...r, coordenadas: { x: r.coord_x, y: r.coord_y } }));

/** Territories matching `where`, by company and number, shaped for the API (coordenadas {x, y}). */
export async function selectParcelas(db: DbOrTx, where: SQL | undefined, opts: { linkedTo?: number } = {}) {
  const base = selectFrom(db);
  const rows = await (
    opts.linkedTo === undefined
      ? base.where(where)
      : base
          .innerJoin(empleadoParcela, eq(empleadoParcela.parcelaId, parcela.parcelaId))
          .where(and(where, eq(empleadoParcela.empleadoId, opts.linkedTo)))
  ).orderBy(...byNumber);
  return shaped(rows);
}

// GET parcela/cp/{cp}, the principal client's home list: built once per database (db/prepared.ts).
const prepareDeCp = (db: Db) =>
  selectFrom(db)
    .where(eq(parcela.cpId, sql.placeholder('cpId')))
    .orderBy(...byNumber)
    .prepare('parcelas_de_cliente');

/** A company's territories, as selectParcelas answers them. */
export async function selectParcelasDeCp(db: Db, cpId: number) {
  return shaped(await prepared(db, prepareDeCp).execute({ cpId }));
}

type Campo = (typeof CAMPOS_PARCELAS)[number];
type Orden = (typeof ORDEN_PARCELAS)[number];

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

// The owner's name lives on the joined company: matched there (10 k rows, its own trigram index) and
// brought back as a list of company ids, so that with "every field" each branch of the OR is an index
// scan on parcela (a BitmapOr) instead of a scan of the whole join.
const propietario = trigram(
  (q) =>
    sql`${parcela.cpId} = any(array(select ${clientePrincipal.cpId} from ${clientePrincipal} where ${contains(clientePrincipal.nombreNorm)(q)}))`,
);

const conId = <T extends { cp_id: number; parcelarel_id: number }>(r: T) => ({
  ...r,
  id: parcelaDisplayId(r.cp_id, r.parcelarel_id),
});

const registro = registry({
  matchers: {
    propietario,
    nombre: contains(parcela.nombreNorm),
    ciudad: contains(parcela.ciudadNorm),
    direccion: contains(parcela.direccionNorm),
  },
  sorts: {
    id: [parcela.cpId, parcela.parcelarelId],
    propietario: clientePrincipal.nombreNorm,
    nombre: parcela.nombreNorm,
    ciudad: parcela.ciudadNorm,
    direccion: parcela.direccionNorm,
    estado: parcela.isActive,
    date_entered: parcela.dateEntered,
  },
  defaultSort: 'id',
  tiebreak: parcela.parcelaId,
  key: parcela.parcelaId,
  // Every filter is on parcela; only the owner sort needs the company.
  keys: keysFrom(parcela, {
    table: clientePrincipal,
    on: eq(clientePrincipal.cpId, parcela.cpId),
    when: (query: RegistroQuery<Campo, Orden>) => query.sort === 'propietario',
  }),
  rows: async (db, keys) =>
    (
      await db
        .select(filaColumns)
        .from(parcela)
        .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
        .where(enClaves(parcela.parcelaId, keys))
    ).map(conId),
  keyOf: (r) => r.parcela_id,
});

/** The territory registry, filtered, sorted and paged on the server. */
export async function selectRegistro(db: Db, query: RegistroQuery<Campo, Orden>) {
  const { rows, ...page } = await registro.page(db, query);
  return { parcelas: rows, ...page };
}

/** Rows of the territory registry in its filter and order, without a total (exports). */
export const lotesRegistro = registro.lotes;
