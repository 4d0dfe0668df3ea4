import { sql, type SQL } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/** agro_norm(col): lower-cased, accents folded (migration 0002_busqueda_normalizada). */
export const norm = (col: unknown): SQL => sql`agro_norm(${col})`;
/**
 * A stored copy of agro_norm(column), written with the row: registry search and sort read it instead of
 * calling agro_norm() on each row, which costs ~5–15 µs a call (translate() over multibyte text) and
 * made broad searches walk 100 k rows in seconds (docs/PERFORMANCE.md, "Registries").
 */
export const normColumn = (name: string, of: string) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(`agro_norm("${of}")`));
// Trigram GIN index of a normalised column: serves `col_norm LIKE '%…%'` (pg_trgm).
export const trgm = (col: unknown) => sql`${col} gin_trgm_ops`;
