import type { Db } from './client.ts';

const byDb = new WeakMap<Db, Map<(db: Db) => unknown, unknown>>();

/**
 * The hot queries are built once per database with placeholders (`.prepare(name)`) instead of on
 * every request: building a query through Drizzle took about a quarter of the CPU of a list request
 * (issue 14). `build` is a module-level function, so it also names the cached query.
 */
export function prepared<T>(db: Db, build: (db: Db) => T): T {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new Map()));
  let query = cache.get(build) as T | undefined;
  if (query === undefined) cache.set(build, (query = build(db)));
  return query;
}
