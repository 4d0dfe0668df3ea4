ALTER TABLE "log_entry" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "log_entry_request_idx" ON "log_entry" USING btree ("request_id");