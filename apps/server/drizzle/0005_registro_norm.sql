-- Registries at scale (issue 14): agro_norm() of the searched and sorted columns is stored with the row
-- (generated columns) instead of computed per row at query time: a call costs ~5-15 us (translate()
-- over multibyte text), and a search that walked 100 k territories in a sort's order took seconds.
-- The indexes move from the expressions to these columns; parcela_orden_idx ends with the key so a
-- deep page's keys come from an index-only scan (docs/PERFORMANCE.md, "Registries").
DROP INDEX "usuario_email_trgm_idx";--> statement-breakpoint
DROP INDEX "cp_nombre_trgm_idx";--> statement-breakpoint
DROP INDEX "cp_nombre_norm_idx";--> statement-breakpoint
DROP INDEX "parcela_nombre_trgm_idx";--> statement-breakpoint
DROP INDEX "parcela_ciudad_trgm_idx";--> statement-breakpoint
DROP INDEX "parcela_direccion_trgm_idx";--> statement-breakpoint
DROP INDEX "parcela_nombre_norm_idx";--> statement-breakpoint
DROP INDEX "parcela_ciudad_norm_idx";--> statement-breakpoint
DROP INDEX "parcela_direccion_norm_idx";--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "email_norm" text GENERATED ALWAYS AS (agro_norm("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente_principal" ADD COLUMN "nombre_norm" text GENERATED ALWAYS AS (agro_norm("nombre")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcela" ADD COLUMN "nombre_norm" text GENERATED ALWAYS AS (agro_norm("nombre")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcela" ADD COLUMN "ciudad_norm" text GENERATED ALWAYS AS (agro_norm("ciudad")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcela" ADD COLUMN "direccion_norm" text GENERATED ALWAYS AS (agro_norm("direccion_ref")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parcela_orden_idx" ON "parcela" USING btree ("cp_id","parcelarel_id","parcela_id");--> statement-breakpoint
CREATE INDEX "usuario_email_trgm_idx" ON "usuario" USING gin ("email_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cp_nombre_trgm_idx" ON "cliente_principal" USING gin ("nombre_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cp_nombre_norm_idx" ON "cliente_principal" USING btree ("nombre_norm","cp_id");--> statement-breakpoint
CREATE INDEX "parcela_nombre_trgm_idx" ON "parcela" USING gin ("nombre_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_ciudad_trgm_idx" ON "parcela" USING gin ("ciudad_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_direccion_trgm_idx" ON "parcela" USING gin ("direccion_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_nombre_norm_idx" ON "parcela" USING btree ("nombre_norm","parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_ciudad_norm_idx" ON "parcela" USING btree ("ciudad_norm","parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_direccion_norm_idx" ON "parcela" USING btree ("direccion_norm","parcela_id");