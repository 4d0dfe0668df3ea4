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
ALTER TABLE "pago_idempotencia" ADD CONSTRAINT "pago_idempotencia_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pago_idempotencia_created_idx" ON "pago_idempotencia" USING btree ("created_at");