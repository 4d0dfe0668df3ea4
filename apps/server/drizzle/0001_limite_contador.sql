CREATE TABLE "limite_contador" (
	"clave" text NOT NULL,
	"ventana" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "limite_contador_clave_ventana_pk" PRIMARY KEY("clave","ventana")
);
--> statement-breakpoint
CREATE INDEX "limite_contador_ventana_idx" ON "limite_contador" USING btree ("ventana");