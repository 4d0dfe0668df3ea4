import { asc, count, desc, eq, or, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import { REGISTRO_PAGE_SIZE_DEFAULT, type RegistroQuery } from '@agro/domain/schemas/admin';
import type { DbOrTx } from '../../db/client.ts';
import { norm } from '../../db/schema/clientes.ts';

export { norm };

/** How one filter field matches the typed text. */
export type Matcher = (q: string) => SQL | undefined;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Contains", ignoring case and accents ("vinedos" finds "Viñedos del Maule"): both sides go
 * through agro_norm() (migration 0003_personas_norm), so a trigram GIN index on `agro_norm(col)` serves it.
 */
export const contains =
  (col: AnyColumn | SQL): Matcher =>
  (q) =>
    sql`${norm(col)} like '%' || agro_norm(${escapeLike(q)}) || '%'`;

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

/**
 * ORDER BY of a registry: the chosen column(s), then the tiebreaker in the same direction, so pages
 * never overlap and one index on (column, tiebreaker) serves both directions.
 */
export function orderOf<S extends string>(
  query: RegistroQuery<string, S>,
  columns: Record<S, AnyColumn | SQL | (AnyColumn | SQL)[]>,
  fallback: S,
  tiebreak: AnyColumn,
): SQL[] {
  const chosen = columns[query.sort ?? fallback];
  const dir = query.dir === 'desc' ? desc : asc;
  return [...(Array.isArray(chosen) ? chosen : [chosen]), tiebreak].map((c) => dir(c));
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
