CREATE TABLE "limite_contador" (
	"clave" text NOT NULL,
	"ventana" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "limite_contador_clave_ventana_pk" PRIMARY KEY("clave","ventana")
);
--> statement-breakpoint
CREATE TABLE "pago_idempotencia" (
	"usuario_id" integer NOT NULL,
	"clave" uuid NOT NULL,
	"huella" text NOT NULL,
	"status_code" integer,
	"respuesta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_idempotencia_usuario_id_clave_pk" PRIMARY KEY("usuario_id","clave")
);
--> statement-breakpoint
DROP TABLE "intento_login" CASCADE;--> statement-breakpoint
ALTER TABLE "pago_idempotencia" ADD CONSTRAINT "pago_idempotencia_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limite_contador_ventana_idx" ON "limite_contador" USING btree ("ventana");--> statement-breakpoint
CREATE INDEX "pago_idempotencia_created_idx" ON "pago_idempotencia" USING btree ("created_at");