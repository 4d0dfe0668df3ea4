ALTER TABLE "archivo_servicio" ADD COLUMN "crc" bigint;--> statement-breakpoint
ALTER TABLE "subida" ADD COLUMN "crc" bigint;--> statement-breakpoint
ALTER TABLE "subida" ADD COLUMN "crc_hasta" bigint;