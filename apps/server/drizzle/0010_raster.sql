CREATE TABLE "raster" (
	"raster_id" serial PRIMARY KEY NOT NULL,
	"archivo_id" integer NOT NULL,
	"servicio_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"inicio" date NOT NULL,
	"termino" date NOT NULL,
	"tipo" text NOT NULL,
	"indice" text,
	"bandas" jsonb,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"tomado_por" text,
	"tomado_hasta" timestamp with time zone,
	"info" jsonb,
	"prefijo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procesado_at" timestamp with time zone,
	CONSTRAINT "raster_archivo_id_unique" UNIQUE("archivo_id")
);
--> statement-breakpoint
CREATE TABLE "raster_capa" (
	"capa_id" serial PRIMARY KEY NOT NULL,
	"raster_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"inicio" date NOT NULL,
	"termino" date NOT NULL,
	"capa" text NOT NULL,
	"indice" text,
	"media" double precision,
	"mediana" double precision,
	"p10" double precision,
	"p90" double precision,
	"desviacion" double precision,
	"minimo" double precision,
	"maximo" double precision,
	"pixeles" integer,
	"area_valida_m2" double precision,
	"clases" jsonb,
	"histograma" jsonb,
	"teselas" jsonb NOT NULL,
	"imagen" jsonb NOT NULL,
	"grilla" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raster_capa_raster_capa_uq" UNIQUE("raster_id","capa")
);
--> statement-breakpoint
ALTER TABLE "subida" ADD COLUMN "raster" jsonb;--> statement-breakpoint
ALTER TABLE "raster" ADD CONSTRAINT "raster_archivo_id_archivo_servicio_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivo_servicio"("archivo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster" ADD CONSTRAINT "raster_servicio_id_servicio_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicio"("servicio_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster" ADD CONSTRAINT "raster_parcela_id_parcela_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcela"("parcela_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raster_capa" ADD CONSTRAINT "raster_capa_raster_id_raster_raster_id_fk" FOREIGN KEY ("raster_id") REFERENCES "public"."raster"("raster_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raster_estado_idx" ON "raster" USING btree ("estado","tomado_hasta");--> statement-breakpoint
CREATE INDEX "raster_parcela_inicio_idx" ON "raster" USING btree ("parcela_id","inicio");--> statement-breakpoint
CREATE INDEX "raster_capa_parcela_idx" ON "raster_capa" USING btree ("parcela_id","capa","inicio");