CREATE TABLE "parcela_limite_anterior" (
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
ALTER TABLE "parcela_limite_anterior" ADD CONSTRAINT "parcela_limite_anterior_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcela_limite_anterior" ADD CONSTRAINT "parcela_limite_anterior_actualizado_por_usuario_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE set null ON UPDATE no action;