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
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_notificacion" ADD CONSTRAINT "preferencia_notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subida" ADD CONSTRAINT "subida_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subida" ADD CONSTRAINT "subida_creado_por_usuario_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela_limite" ADD CONSTRAINT "parcela_limite_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela_limite" ADD CONSTRAINT "parcela_limite_actualizado_por_usuario_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacion_usuario_idx" ON "notificacion" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "notificacion_no_leida_idx" ON "notificacion" USING btree ("usuario_id") WHERE "notificacion"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacion_clave_idx" ON "notificacion" USING btree ("usuario_id","clave");--> statement-breakpoint
CREATE INDEX "subida_periodo_idx" ON "subida" USING btree ("servicio_id","grupo","inicio");--> statement-breakpoint
CREATE INDEX "subida_created_idx" ON "subida" USING btree ("created_at");