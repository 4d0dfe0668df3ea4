import { asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RegistroQuery } from '@agro/domain/schemas/admin';

/** How one filter field matches the typed text. */
export type Matcher = (q: string) => SQL | undefined;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on a text column. */
export const contains =
  (col: AnyColumn | SQL): Matcher =>
  (q) =>
    ilike(col, `%${escapeLike(q)}%`);

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

/** ORDER BY of a registry: the chosen column(s), then the tiebreaker so pages never overlap. */
export function orderOf<S extends string>(
  query: RegistroQuery<string, S>,
  columns: Record<S, AnyColumn | SQL | (AnyColumn | SQL)[]>,
  fallback: S,
  tiebreak: AnyColumn,
): SQL[] {
  const chosen = columns[query.sort ?? fallback];
  const dir = query.dir === 'desc' ? desc : asc;
  return [...(Array.isArray(chosen) ? chosen : [chosen]).map((c) => dir(c)), asc(tiebreak)];
}

/** LIMIT/OFFSET of a page, or null for the whole list (the spec's plain call). */
export function pageOf(
  query: RegistroQuery,
  defaultSize = 20,
): { limit: number; offset: number; page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { limit: pageSize, offset: (page - 1) * pageSize, page, pageSize };
}
