import {
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
  type Subquery,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { REGISTRO_PAGE_SIZE_DEFAULT, type RegistroQuery } from '@agro/domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { norm } from '../../db/schema/clientes.ts';

export { norm };

/** How one filter field matches the typed text; `trigram` when a trigram index serves it. */
export type Matcher = ((q: string) => SQL | undefined) & { trigram?: boolean };

/**
 * `column = any($1)`: a batch of keys as one array parameter. Drizzle builds `inArray`'s list of 1,000
 * parameters one by one (~10 ms of the request thread per batch of an export) and PostgreSQL parses
 * each; one array costs neither.
 */
export const enClaves = (column: AnyPgColumn, keys: number[]): SQL =>
  sql`${column} = any(${sql.param(keys)}::int[])`;

/** Marks a matcher as served by a trigram index (see keysInOrder in registry()). */
export const trigram = (m: (q: string) => SQL): Matcher => Object.assign(m, { trigram: true });

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Contains", ignoring case and accents ("vinedos" finds "Viñedos del Maule"), on a column that already
 * holds agro_norm() of the text (a stored generated column, migration 0005_registro_norm): only the
 * typed text is normalised per query, never a row, and a trigram GIN index on the column serves it.
 */
export const contains = (normCol: AnyColumn | SQL): Matcher =>
  trigram((q) => sql`${normCol} like '%' || agro_norm(${escapeLike(q)}) || '%'`);

// agro_norm() of migration 0002 in JavaScript: the same letters folded, then lower-cased.
const DE = 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ';
const A = 'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy';
const normalizar = (s: string) =>
  [...s]
    .map((c) => A[DE.indexOf(c)] ?? c)
    .join('')
    .toLowerCase();

/**
 * "Contains" on a column that only ever holds a few known values (roles, service types): decided here
 * against the list, so the database compares the column to those values instead of normalising
 * every row.
 */
export const oneOf =
  (col: AnyColumn, values: readonly string[]): Matcher =>
  (q) => {
    const n = normalizar(q);
    const hits = values.filter((v) => normalizar(v).includes(n));
    return hits.length ? inArray(col, hits) : sql`false`;
  };

/** Exact match on a numeric id; text that is not a number matches nothing. */
export const idEquals =
  (col: AnyColumn): Matcher =>
  (q) => {
    const n = Number(q.replace(/^#/, ''));
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? eq(col, n) : sql`false`;
  };

/** The WHERE of a registry filter: the chosen field, or any field when none was chosen. */
export function filterOf<C extends string>(
  query: RegistroQuery<C>,
  matchers: Record<C, Matcher>,
): SQL | undefined {
  const q = query.q?.trim();
  if (!q) return undefined;
  if (query.campo) return matchers[query.campo](q);
  return or(...Object.values<Matcher>(matchers).map((m) => m(q)));
}

export interface Page {
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
}

/** LIMIT/OFFSET of a page: every registry call is paged (page 1 and the default size when absent). */
export function pageOf(query: RegistroQuery, defaultSize = REGISTRO_PAGE_SIZE_DEFAULT): Page {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? query.limit ?? defaultSize;
  return { limit: pageSize, offset: (page - 1) * pageSize, page, pageSize };
}

/** How many pages past the current one a registry counts exactly. */
export const COUNT_AHEAD_PAGES = 10;

/** A query of a registry's matching rows, to be counted (`select 1 … where …`, made `$dynamic()`). */
interface Countable {
  limit(n: number): { as(alias: string): Subquery };
}

/**
 * The total of a registry without counting the whole table on every page: the matching rows are
 * counted only up to COUNT_AHEAD_PAGES pages past the current one. `exacto` false means "at least
 * `total`" (the screen says "más de"); the cost grows with the page asked for, like OFFSET itself,
 * not with the size of the table.
 */
export async function boundedTotal(
  db: DbOrTx,
  matching: Countable,
  page: Page,
): Promise<{ total: number; exacto: boolean }> {
  const cap = page.offset + page.pageSize * COUNT_AHEAD_PAGES;
  const [row] = await db.select({ n: count() }).from(matching.limit(cap + 1).as('capped'));
  const n = Number(row!.n);
  return n > cap ? { total: cap, exacto: false } : { total: n, exacto: true };
}

/** A registry's matching rows before WHERE: `select <fields> from … <joins>`. */
export interface KeySelect {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(n: number): { offset(n: number): PromiseLike<{ key: number }[]> };
    } & PromiseLike<{ key: number }[]>;
    offset(n: number): { as(alias: string): Subquery };
  } & Countable;
}

/** How a registry selects its keys: from one table, joined to another only when the query needs it. */
export const keysFrom =
  <Q>(from: PgTable, join?: { table: PgTable; on: SQL; when: (query: Q) => boolean }) =>
  (db: Db, fields: SelectedFields, query: Q): KeySelect => {
    const keys = db.select(fields).from(from).$dynamic();
    // Drizzle types a select by its fields; the registry only needs the shape KeySelect names.
    return (join?.when(query) ? keys.innerJoin(join.table, join.on) : keys) as unknown as KeySelect;
  };

/** What a registry is made of: its filter fields, its sorts, its keys and its rows. */
export interface RegistrySpec<C extends string, S extends string, R> {
  matchers: Record<C, Matcher>;
  /** The sorts; each is followed by `tiebreak` in the same direction (an index on both serves it). */
  sorts: Record<S, AnyColumn | SQL | (AnyColumn | SQL)[]>;
  defaultSort: NoInfer<S>;
  tiebreak: AnyColumn;
  key: AnyPgColumn;
  /** Selects `fields` from the registry's table with only the joins the query's filter and sort need. */
  keys: (db: Db, fields: SelectedFields, query: RegistroQuery<C, S>) => KeySelect;
  /** The rows of these keys, in any order. */
  rows: (db: Db, keys: number[]) => Promise<R[]>;
  keyOf: (row: R) => number;
}

/** A page of a registry as the list endpoints answer it. */
export interface RegistryPage<R> {
  rows: R[];
  total: number;
  total_exacto: boolean;
  page: number;
  pageSize: number;
}

// The rows of some keys in the keys' order.
async function rowsInOrder<R>(
  db: Db,
  spec: Pick<RegistrySpec<never, never, R>, 'rows' | 'keyOf'>,
  keys: number[],
) {
  if (!keys.length) return [];
  const at = new Map(keys.map((k, i) => [k, i]));
  const rows = await spec.rows(db, keys);
  return rows.sort((a, b) => at.get(spec.keyOf(a))! - at.get(spec.keyOf(b))!);
}

/**
 * A registry read the cheap way round (deferred join): first the keys of the page in the sort's order,
 * from the sort's index with only the joins the filter and sort need, then the page's full rows by
 * key. OFFSET then walks a narrow index instead of whole joined rows. The keys are read past the
 * page, COUNT_AHEAD_PAGES pages on, so the same walk gives the bounded total (what boundedTotal would
 * count); only a page past the end needs its own count.
 */
export function registry<C extends string, S extends string, R>(spec: RegistrySpec<C, S, R>) {
  const matching = (db: Db, query: RegistroQuery<C, S>, fields: SelectedFields = { key: spec.key }) =>
    spec.keys(db, fields, query).where(filterOf<C>(query, spec.matchers));
  // A text search (3 letters or more, served by a trigram index) is sorted after its matches are
  // found: given the chance, the planner walks the sort's index filtering as it goes, betting the
  // matches are spread evenly, and "viña los" sorted by name then reads 95 k rows to reach the v's.
  // A MATERIALIZED CTE collects the matches first (bitmap scans of the trigram indexes); only they
  // are sorted. (OFFSET 0 is not enough: the sort's order is still pushed into the subquery.)
  // `ventana` is a page of keys, or null for all of them (exports).
  const keysOf = async (
    db: Db,
    query: RegistroQuery<C, S>,
    ventana: { offset: number; limit: number } | null,
  ) => {
    const chosen = spec.sorts[query.sort ?? spec.defaultSort];
    const cols = [...(Array.isArray(chosen) ? chosen : [chosen]), spec.tiebreak];
    const dir = query.dir === 'desc' ? desc : asc;
    const trigram = query.campo
      ? spec.matchers[query.campo].trigram
      : Object.values<Matcher>(spec.matchers).some((m) => m.trigram);
    if ((query.q?.trim().length ?? 0) < 3 || !trigram) {
      const ordered = matching(db, query).orderBy(...cols.map((c) => dir(c)));
      // Read as the driver gives it, not through drizzle's row mapping: for an export that is every
      // key of the registry (101 k), mapped in one synchronous loop: stretches of up to 161 ms on the
      // request thread in a profile of 10 exports at load 8 (issue 25). pg parses rows as they arrive.
      const select = ventana ? ordered.limit(ventana.limit).offset(ventana.offset) : ordered;
      const result = (await db.execute(select as unknown as SQLWrapper)) as unknown as {
        rows: Record<string, unknown>[];
        fields: { name: string }[];
      };
      const col = result.fields[0]!.name;
      return result.rows.map((r) => Number(r[col]));
    }
    const fields = Object.fromEntries(cols.map((c, i) => [`o${i}`, sql`${c}`.as(`o${i}`)]));
    const m = matching(db, query, { key: sql`${spec.key}`.as('key'), ...fields });
    const order = sql.join(
      cols.map((_, i) => sql.raw(`"o${i}" ${query.dir === 'desc' ? 'desc' : 'asc'}`)),
      sql`, `,
    );
    const result = await db.execute(
      sql`with m as materialized (${m}) select key from m order by ${order}${ventana ? sql` limit ${ventana.limit} offset ${ventana.offset}` : sql``}`,
    );
    return (result as unknown as { rows: { key: number }[] }).rows.map((r) => Number(r.key));
  };
  return {
    async page(db: Db, query: RegistroQuery<C, S>): Promise<RegistryPage<R>> {
      const page = pageOf(query);
      const ahead = page.pageSize * COUNT_AHEAD_PAGES;
      const keys = await keysOf(db, query, { offset: page.offset, limit: ahead + 1 });
      const total =
        keys.length > ahead
          ? { total: page.offset + ahead, exacto: false }
          : keys.length || !page.offset
            ? { total: page.offset + keys.length, exacto: true }
            : await boundedTotal(db, matching(db, query), page);
      return {
        rows: await rowsInOrder(db, spec, keys.slice(0, page.pageSize)),
        total: total.total,
        total_exacto: total.exacto,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
    /**
     * The whole registry in its filter and order, `size` rows at a time (exports): every key in one
     * ordered read, then each batch's rows by key. Paging with OFFSET instead walked the index again
     * for every batch, quadratic in the registry's size (issue 25: a 100 k-row CSV took 4 s).
     */
    async *lotes(db: Db, query: RegistroQuery<C, S>, size: number): AsyncIterable<R[]> {
      const keys = await keysOf(db, query, null);
      for (let i = 0; i < keys.length; i += size) yield rowsInOrder(db, spec, keys.slice(i, i + size));
    },
  };
}
