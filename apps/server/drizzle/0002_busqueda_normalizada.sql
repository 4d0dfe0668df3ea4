-- Accent- and case-insensitive search (issue 12/14): agro_norm() folds the accents of Spanish and
-- Western European letters and lower-cases, so "vinedos" finds "Viñedos". It is IMMUTABLE so that
-- expression indexes may use it; translate() and lower() behave alike on PGlite and PostgreSQL
-- (the unaccent extension is not loaded on PGlite). pg_trgm (a trusted contrib extension; PGlite
-- ships it) gives the GIN trigram indexes that serve "contains" searches.
-- plpgsql with a high COST on purpose: an inlined SQL function looks free to the planner, which
-- then prefers scanning every row and computing it over the trigram and sort indexes (measured:
-- 4.6 s instead of 72 ms for a registry search at 100 k territories, docs/PERFORMANCE.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agro_norm(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  AS $$ BEGIN RETURN lower(translate(t,
    'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ',
    'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy')); END $$;
