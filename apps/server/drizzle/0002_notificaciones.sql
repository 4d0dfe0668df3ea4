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
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_notificacion" ADD CONSTRAINT "preferencia_notificacion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacion_usuario_idx" ON "notificacion" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "notificacion_no_leida_idx" ON "notificacion" USING btree ("usuario_id") WHERE "notificacion"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacion_clave_idx" ON "notificacion" USING btree ("usuario_id","clave");