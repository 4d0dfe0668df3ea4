import { and, asc, eq, sql } from 'drizzle-orm';
import { TIPOS_SERVICIO, type TipoServicio } from '@agro/domain/constants';
import { parcelaDisplayId } from '@agro/domain/format';
import type { CAMPOS_SERVICIOS, ORDEN_SERVICIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { parcela, servicio } from '../../db/schema/index.ts';
import { enClaves, idEquals, keysFrom, oneOf, registry } from '../admin/registry.ts';

type Campo = (typeof CAMPOS_SERVICIOS)[number];
type Orden = (typeof ORDEN_SERVICIOS)[number];

/** A service as GET /servicio/{parcela_id} answers it. */
const servicioColumns = {
  servicio_id: servicio.servicioId,
  tipo_servicio: servicio.tipoServicio,
  parcela_id: servicio.parcelaId,
  cp_id: servicio.cpId,
  date_entered: servicio.dateEntered,
  date_modified: servicio.dateModified,
};

/** With its territory's number and company, and whether it was removed (needs the parcela join). */
const deParcelaColumns = {
  ...servicioColumns,
  parcelarel_id: parcela.parcelarelId,
  identificador: servicio.cpId,
  is_deleted: servicio.isDeleted,
};

/** A registry row (and what registrar and PUT answer). */
const filaColumns = { ...deParcelaColumns, nombre_parcela: parcela.nombre };

const withDisplay = <T extends { cp_id: number; parcelarel_id: number }>(r: T) => ({
  ...r,
  territorio: parcelaDisplayId(r.cp_id, r.parcelarel_id),
});

const registro = registry({
  matchers: {
    servicio_id: idEquals(servicio.servicioId),
    tipo_servicio: oneOf(servicio.tipoServicio, TIPOS_SERVICIO),
  },
  sorts: {
    servicio_id: servicio.servicioId,
    territorio: [servicio.cpId, parcela.parcelarelId],
    tipo_servicio: servicio.tipoServicio,
    date_entered: servicio.dateEntered,
    date_modified: servicio.dateModified,
    estado: servicio.isDeleted,
  },
  defaultSort: 'servicio_id',
  tiebreak: servicio.servicioId,
  key: servicio.servicioId,
  // Every filter is on servicio; only the territory sort needs the territory's number.
  keys: keysFrom(servicio, {
    table: parcela,
    on: eq(parcela.parcelaId, servicio.parcelaId),
    when: (query: RegistroQuery<Campo, Orden>) => query.sort === 'territorio',
  }),
  rows: async (db, keys) =>
    (
      await db
        .select(filaColumns)
        .from(servicio)
        .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
        .where(enClaves(servicio.servicioId, keys))
    ).map(withDisplay),
  keyOf: (r) => r.servicio_id,
});

/** The service registry, filtered, sorted and paged on the server. */
export async function selectRegistro(db: Db, query: RegistroQuery<Campo, Orden>) {
  const { rows, ...page } = await registro.page(db, query);
  return { servicios: rows, ...page };
}

/** Rows of the service registry in its filter and order, without a total (exports). */
export const lotesRegistro = registro.lotes;

/** One service as a registry row (empty when it does not exist). */
export async function selectFila(db: DbOrTx, servicioId: number) {
  const rows = await db
    .select(filaColumns)
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(eq(servicio.servicioId, servicioId));
  return rows.map(withDisplay);
}

/** The live services of a territory, oldest first. */
export function selectDeParcela(db: DbOrTx, parcelaId: number) {
  return db
    .select(servicioColumns)
    .from(servicio)
    .where(and(eq(servicio.parcelaId, parcelaId), eq(servicio.isDeleted, false)))
    .orderBy(asc(servicio.servicioId));
}

/** Every service of a company's territories, live and removed, by territory number. */
export function selectDeCp(db: DbOrTx, cpId: number) {
  return db
    .select({ ...deParcelaColumns, nombre: parcela.nombre })
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(eq(servicio.cpId, cpId))
    .orderBy(asc(parcela.parcelarelId), asc(servicio.dateEntered));
}

/**
 * Creates a territory's live service, or gives the live one the new type (one live service per
 * territory: partial unique index). `creado` tells which happened.
 */
export async function upsertServicio(
  db: DbOrTx,
  p: { parcelaId: number; cpId: number },
  tipo: TipoServicio,
  now: Date,
) {
  const [row] = await db
    .insert(servicio)
    .values({ parcelaId: p.parcelaId, cpId: p.cpId, tipoServicio: tipo, dateEntered: now, dateModified: now })
    .onConflictDoUpdate({
      target: servicio.parcelaId,
      targetWhere: sql`${servicio.isDeleted} = false`,
      set: { tipoServicio: tipo, dateModified: now },
    })
    .returning({ servicioId: servicio.servicioId, creado: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** Changes the type of a live service. */
export async function updateTipo(db: DbOrTx, servicioId: number, tipo: TipoServicio, now: Date) {
  await db
    .update(servicio)
    .set({ tipoServicio: tipo, dateModified: now })
    .where(and(eq(servicio.servicioId, servicioId), eq(servicio.isDeleted, false)));
}
