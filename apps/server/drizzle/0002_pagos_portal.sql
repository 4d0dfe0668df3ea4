CREATE TABLE "comprobante_envio" (
	"envio_id" serial PRIMARY KEY NOT NULL,
	"cp_id" integer NOT NULL,
	"usuario_id" integer,
	"comprobante_id" integer NOT NULL,
	"estado" text DEFAULT 'En revisión' NOT NULL,
	"total" bigint NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"motivo_rechazo" text,
	"revisado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelto_at" timestamp with time zone,
	CONSTRAINT "comprobante_envio_total_pos" CHECK ("comprobante_envio"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "comprobante_envio_linea" (
	"linea_id" serial PRIMARY KEY NOT NULL,
	"envio_id" integer NOT NULL,
	"factura_id" integer NOT NULL,
	"abono" bigint NOT NULL,
	"pago_id" integer,
	CONSTRAINT "comprobante_envio_linea_uq" UNIQUE("envio_id","factura_id"),
	CONSTRAINT "comprobante_envio_linea_abono_pos" CHECK ("comprobante_envio_linea"."abono" > 0)
);
--> statement-breakpoint
CREATE TABLE "cuenta_proveedor" (
	"cuenta_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"titular" text NOT NULL,
	"rut" text NOT NULL,
	"banco" text NOT NULL,
	"tipo_cuenta" text NOT NULL,
	"numero_cuenta" text NOT NULL,
	"email_bancario" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_comprobante_id_comprobante_comprobante_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobante"("comprobante_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_revisado_por_usuario_usuario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_envio_id_comprobante_envio_envio_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."comprobante_envio"("envio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_factura_id_factura_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("factura_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_pago_id_pago_pago_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pago"("pago_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comprobante_envio_cp_idx" ON "comprobante_envio" USING btree ("cp_id","created_at");--> statement-breakpoint
CREATE INDEX "comprobante_envio_estado_idx" ON "comprobante_envio" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "comprobante_envio_linea_factura_idx" ON "comprobante_envio_linea" USING btree ("factura_id");