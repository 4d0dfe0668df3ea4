CREATE TABLE "multipart_pendiente" (
	"clave" text NOT NULL,
	"upload_id" text NOT NULL,
	"iniciada_at" timestamp with time zone NOT NULL,
	"proceso" text NOT NULL,
	CONSTRAINT "multipart_pendiente_clave_upload_id_pk" PRIMARY KEY("clave","upload_id")
);
--> statement-breakpoint
CREATE INDEX "multipart_pendiente_iniciada_idx" ON "multipart_pendiente" USING btree ("iniciada_at");