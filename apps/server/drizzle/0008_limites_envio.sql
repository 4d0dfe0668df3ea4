ALTER TABLE "limite_contador" ADD COLUMN "expira" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "limite_contador_expira_idx" ON "limite_contador" USING btree ("expira");