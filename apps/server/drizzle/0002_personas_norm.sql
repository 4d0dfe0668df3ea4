-- Accent- and case-insensitive search (issue 12/14): agro_norm() folds the accents of Spanish and
-- Western European letters and lower-cases, so "vinedos" finds "Viñedos". It is IMMUTABLE so that
-- expression indexes may use it; translate() and lower() behave alike on PGlite and PostgreSQL
-- (the unaccent extension is not loaded on PGlite). pg_trgm (a trusted contrib extension; PGlite
-- ships it) gives the GIN trigram indexes that serve "contains" searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agro_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(t,
    'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ',
    'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy')) $$;
