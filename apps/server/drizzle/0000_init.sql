CREATE TABLE "admin" (
	"admin_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text DEFAULT '' NOT NULL,
	"rut" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	CONSTRAINT "admin_usuario_id_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "intento_login" (
	"intento_id" serial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesion" (
	"sesion_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sesion_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "token_recuperacion" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "token_recuperacion_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"usuario_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"tipo_usuario" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"avatar_nom" text,
	"avatar_ext" text,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente_principal" (
	"cp_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"rut" text NOT NULL,
	"telefono" text NOT NULL,
	"direccion" text NOT NULL,
	"region" text NOT NULL,
	"ciudad" text NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"banco_rut" text DEFAULT '' NOT NULL,
	"banco_email" text DEFAULT '' NOT NULL,
	"banco" text DEFAULT '' NOT NULL,
	"tipo_cuenta" text DEFAULT '' NOT NULL,
	"numero_cuenta" text DEFAULT '' NOT NULL,
	"seq_parcela" integer DEFAULT 0 NOT NULL,
	"seq_empleado" integer DEFAULT 0 NOT NULL,
	"seq_factura" integer DEFAULT 0 NOT NULL,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_principal_usuario_id_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "cp_contacto" (
	"contacto_id" serial PRIMARY KEY NOT NULL,
	"cp_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"is_principal" boolean NOT NULL,
	CONSTRAINT "cp_contacto_cp_principal_uq" UNIQUE("cp_id","is_principal")
);
--> statement-breakpoint
CREATE TABLE "empleado" (
	"empleado_id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"cp_id" integer NOT NULL,
	"empleadorel_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"rut" text NOT NULL,
	"telefono" text NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empleado_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "empleado_cp_rel_uq" UNIQUE("cp_id","empleadorel_id")
);
--> statement-breakpoint
CREATE TABLE "empleado_parcela" (
	"empleado_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empleado_parcela_empleado_id_parcela_id_pk" PRIMARY KEY("empleado_id","parcela_id")
);
--> statement-breakpoint
CREATE TABLE "parcela" (
	"parcela_id" serial PRIMARY KEY NOT NULL,
	"cp_id" integer NOT NULL,
	"parcelarel_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"region" text NOT NULL,
	"ciudad" text NOT NULL,
	"direccion_ref" text NOT NULL,
	"coord_x" double precision NOT NULL,
	"coord_y" double precision NOT NULL,
	"extension" double precision NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"notas" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"avatar_nom" text,
	"avatar_ext" text,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcela_cp_rel_uq" UNIQUE("cp_id","parcelarel_id")
);
--> statement-breakpoint
CREATE TABLE "archivo_servicio" (
	"archivo_id" serial PRIMARY KEY NOT NULL,
	"carga_id" integer NOT NULL,
	"servicio_id" integer NOT NULL,
	"tipo_subida" text NOT NULL,
	"campo" text NOT NULL,
	"nombre" text NOT NULL,
	"extension" text NOT NULL,
	"nombre_original" text NOT NULL,
	"mime" text NOT NULL,
	"tamano" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archivo_servicio_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "carga" (
	"carga_id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"grupo" text NOT NULL,
	"inicio" date NOT NULL,
	"termino" date NOT NULL,
	"subido_por" integer,
	"notificado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carga_servicio_grupo_inicio_uq" UNIQUE("servicio_id","grupo","inicio")
);
--> statement-breakpoint
CREATE TABLE "servicio" (
	"servicio_id" serial PRIMARY KEY NOT NULL,
	"parcela_id" integer NOT NULL,
	"cp_id" integer NOT NULL,
	"tipo_servicio" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tutorial" (
	"video_id" serial PRIMARY KEY NOT NULL,
	"manual" text NOT NULL,
	"titulo" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"mime" text DEFAULT 'video/mp4' NOT NULL,
	"tamano" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comprobante" (
	"comprobante_id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"extension" text NOT NULL,
	"nombre_original" text NOT NULL,
	"mime" text NOT NULL,
	"tamano" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comprobante_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "factura" (
	"factura_id" serial PRIMARY KEY NOT NULL,
	"cp_id" integer NOT NULL,
	"facturarel_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"tipo_pago" text NOT NULL,
	"servicio_id" integer,
	"total" bigint NOT NULL,
	"saldo" bigint NOT NULL,
	"fecha_emision" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factura_cp_rel_uq" UNIQUE("cp_id","facturarel_id"),
	CONSTRAINT "factura_total_pos" CHECK ("factura"."total" > 0),
	CONSTRAINT "factura_saldo_rango" CHECK ("factura"."saldo" >= 0 AND "factura"."saldo" <= "factura"."total")
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"pago_id" serial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"cp_id" integer NOT NULL,
	"monto" bigint NOT NULL,
	"num_factura_sii" text DEFAULT '' NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"comprobante_id" integer,
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_monto_pos" CHECK ("pago"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "recordatorio_factura" (
	"recordatorio_id" serial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_contacto" (
	"config_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facebook_url" text NOT NULL,
	"instagram_url" text NOT NULL,
	"linkedin_url" text NOT NULL,
	"email_contacto" text NOT NULL,
	"direccion" text NOT NULL,
	"fono_contacto_principal" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_entry" (
	"logdesc_id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"api_url" text NOT NULL,
	"api_method" text NOT NULL,
	"event_type" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer,
	"usuario_id" integer,
	"ip" text,
	"archivo_nom" text NOT NULL,
	"archivo_ext" text DEFAULT 'json' NOT NULL,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarea_ejecucion" (
	"event_name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"detail" text,
	"runner" text,
	CONSTRAINT "tarea_ejecucion_event_name_slot_pk" PRIMARY KEY("event_name","slot")
);
--> statement-breakpoint
CREATE TABLE "tarea_programada" (
	"event_name" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"intervalo_minutos" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_detail" text
);
--> statement-breakpoint
ALTER TABLE "admin" ADD CONSTRAINT "admin_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_recuperacion" ADD CONSTRAINT "token_recuperacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_principal" ADD CONSTRAINT "cliente_principal_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cp_contacto" ADD CONSTRAINT "cp_contacto_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado_parcela" ADD CONSTRAINT "empleado_parcela_empleado_id_empleado_empleado_id_fk" FOREIGN KEY ("empleado_id") REFERENCES "public"."empleado"("empleado_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado_parcela" ADD CONSTRAINT "empleado_parcela_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela" ADD CONSTRAINT "parcela_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivo_servicio" ADD CONSTRAINT "archivo_servicio_carga_id_carga_carga_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."carga"("carga_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivo_servicio" ADD CONSTRAINT "archivo_servicio_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga" ADD CONSTRAINT "carga_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carga" ADD CONSTRAINT "carga_subido_por_usuario_usuario_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicio" ADD CONSTRAINT "servicio_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicio" ADD CONSTRAINT "servicio_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_factura_id_factura_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("factura_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_cp_id_cliente_principal_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."cliente_principal"("cp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_comprobante_id_comprobante_comprobante_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobante"("comprobante_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordatorio_factura" ADD CONSTRAINT "recordatorio_factura_factura_id_factura_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("factura_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entry" ADD CONSTRAINT "log_entry_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_ejecucion" ADD CONSTRAINT "tarea_ejecucion_event_name_tarea_programada_event_name_fk" FOREIGN KEY ("event_name") REFERENCES "public"."tarea_programada"("event_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intento_login_clave_idx" ON "intento_login" USING btree ("clave","created_at");--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sesion_expires_idx" ON "sesion" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "token_recuperacion_expires_idx" ON "token_recuperacion" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_lower_idx" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "empleado_parcela_parcela_idx" ON "empleado_parcela" USING btree ("parcela_id");--> statement-breakpoint
CREATE INDEX "archivo_servicio_servicio_idx" ON "archivo_servicio" USING btree ("servicio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "servicio_parcela_vivo_uq" ON "servicio" USING btree ("parcela_id") WHERE "servicio"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "factura_cp_idx" ON "factura" USING btree ("cp_id","fecha_emision");--> statement-breakpoint
CREATE INDEX "pago_cp_idx" ON "pago" USING btree ("cp_id");--> statement-breakpoint
CREATE INDEX "pago_factura_idx" ON "pago" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "recordatorio_factura_idx" ON "recordatorio_factura" USING btree ("factura_id","sent_at");--> statement-breakpoint
CREATE INDEX "log_entry_created_idx" ON "log_entry" USING btree ("created_at");