CREATE TABLE "notificacion" (
	"notificacion_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text DEFAULT '' NOT NULL,
	"enlace" text,
	"clave" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preferencia_notificacion" (
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"correo" boolean DEFAULT true NOT NULL,
	"app" boolean DEFAULT true NOT NULL,
	CONSTRAINT "preferencia_notificacion_usuario_id_tipo_pk" PRIMARY KEY("usuario_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "subida" (
	"subida_id" text PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"grupo" text NOT NULL,
	"inicio" date NOT NULL,
	"termino" date NOT NULL,
	"campo" text NOT NULL,
	"nombre_original" text NOT NULL,
	"tamano" bigint NOT NULL,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completada_at" timestamp with time zone,
	"extension" text,
	"mime" text,
	"bloqueo_de" text,
	"bloqueo_hasta" timestamp with time zone,
	"liberar" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcela_limite" (
	"parcela_id" integer PRIMARY KEY NOT NULL,
	"geometria" jsonb NOT NULL,
	"area_m2" double precision NOT NULL,
	"centro_lat" double precision NOT NULL,
	"centro_lon" double precision NOT NULL,
	"bbox_oeste" double precision NOT NULL,
	"bbox_sur" double precision NOT NULL,
	"bbox_este" double precision NOT NULL,
	"bbox_norte" double precision NOT NULL,
	"origen" text NOT NULL,
	"actualizado_por" integer,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_notificacion" ADD CONSTRAINT "preferencia_notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subida" ADD CONSTRAINT "subida_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subida" ADD CONSTRAINT "subida_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela_limite" ADD CONSTRAINT "parcela_limite_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela_limite" ADD CONSTRAINT "parcela_limite_actualizado_por_usuario_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_comprobante_id_comprobante_comprobante_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobante"("comprobante_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio" ADD CONSTRAINT "comprobante_envio_revisado_por_usuario_usuario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_envio_id_comprobante_envio_envio_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."comprobante_envio"("envio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_factura_id_factura_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("factura_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobante_envio_linea" ADD CONSTRAINT "comprobante_envio_linea_pago_id_pago_pago_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pago"("pago_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacion_usuario_idx" ON "notificacion" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "notificacion_no_leida_idx" ON "notificacion" USING btree ("usuario_id") WHERE "notificacion"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacion_clave_idx" ON "notificacion" USING btree ("usuario_id","clave");--> statement-breakpoint
CREATE INDEX "subida_periodo_idx" ON "subida" USING btree ("servicio_id","grupo","inicio");--> statement-breakpoint
CREATE INDEX "subida_created_idx" ON "subida" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comprobante_envio_cp_idx" ON "comprobante_envio" USING btree ("cp_id","created_at");--> statement-breakpoint
CREATE INDEX "comprobante_envio_estado_idx" ON "comprobante_envio" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "comprobante_envio_linea_factura_idx" ON "comprobante_envio_linea" USING btree ("factura_id");--> statement-breakpoint
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