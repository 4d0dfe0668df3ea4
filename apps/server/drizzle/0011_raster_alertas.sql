CREATE TABLE "raster_alerta" (
	"alerta_id" serial PRIMARY KEY NOT NULL,
	"parcela_id" integer NOT NULL,
	"indice" text NOT NULL,
	"tipo" text NOT NULL,
	"inicio" date NOT NULL,
	"inicio_anterior" date NOT NULL,
	"anterior" double precision NOT NULL,
	"actual" double precision NOT NULL,
	"umbral" double precision NOT NULL,
	"mensaje" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raster_alerta_uq" UNIQUE("parcela_id","indice","inicio","tipo")
);
--> statement-breakpoint
CREATE TABLE "raster_comparacion" (
	"comparacion_id" serial PRIMARY KEY NOT NULL,
	"parcela_id" integer NOT NULL,
	"capa_a" integer NOT NULL,
	"capa_b" integer NOT NULL,
	"prefijo" text NOT NULL,
	"resultado" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raster_comparacion_uq" UNIQUE("capa_a","capa_b")
);
--> statement-breakpoint
CREATE TABLE "raster_umbral" (
	"parcela_id" integer NOT NULL,
	"indice" text NOT NULL,
	"caida_media" double precision NOT NULL,
	"aumento_critica" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raster_umbral_parcela_id_indice_pk" PRIMARY KEY("parcela_id","indice")
);
--> statement-breakpoint
ALTER TABLE "raster_alerta" ADD CONSTRAINT "raster_alerta_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster_comparacion" ADD CONSTRAINT "raster_comparacion_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster_comparacion" ADD CONSTRAINT "raster_comparacion_capa_a_raster_capa_capa_id_fk" FOREIGN KEY ("capa_a") REFERENCES "public"."raster_capa"("capa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster_comparacion" ADD CONSTRAINT "raster_comparacion_capa_b_raster_capa_capa_id_fk" FOREIGN KEY ("capa_b") REFERENCES "public"."raster_capa"("capa_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster_umbral" ADD CONSTRAINT "raster_umbral_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;