CREATE INDEX "usuario_email_trgm_idx" ON "usuario" USING gin (agro_norm("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cp_nombre_trgm_idx" ON "cliente_principal" USING gin (agro_norm("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cp_nombre_norm_idx" ON "cliente_principal" USING btree (agro_norm("nombre"),"cp_id");--> statement-breakpoint
CREATE INDEX "parcela_nombre_trgm_idx" ON "parcela" USING gin (agro_norm("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_ciudad_trgm_idx" ON "parcela" USING gin (agro_norm("ciudad") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_direccion_trgm_idx" ON "parcela" USING gin (agro_norm("direccion_ref") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcela_nombre_norm_idx" ON "parcela" USING btree (agro_norm("nombre"),"parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_ciudad_norm_idx" ON "parcela" USING btree (agro_norm("ciudad"),"parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_direccion_norm_idx" ON "parcela" USING btree (agro_norm("direccion_ref"),"parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_activo_idx" ON "parcela" USING btree ("is_active","parcela_id");--> statement-breakpoint
CREATE INDEX "parcela_entered_idx" ON "parcela" USING btree ("date_entered","parcela_id");