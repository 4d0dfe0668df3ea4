import { z } from 'zod';
import { BANDAS, TIPOS_INDICE, TIPOS_RASTER } from '../indices.ts';
import { idCampo } from '../schemas/fields.ts';
import { ESTADOS_RASTER } from '../schemas/raster.ts';
import { GRUPOS_ARCHIVOS } from '../schemas/subida.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** One raster of a service as staff see its processing. */
export const rasterEstadoSchema = z.object({
  raster_id: z.number(),
  archivo_id: z.number(),
  grupo: z.enum(GRUPOS_ARCHIVOS),
  campo: z.string(),
  nombre_original: z.string(),
  inicio: z.string(),
  termino: z.string(),
  tipo: z.enum(TIPOS_RASTER),
  indice: z.enum(TIPOS_INDICE).nullable(),
  bandas: z.partialRecord(z.enum(BANDAS), z.number()).nullable(),
  estado: z.enum(ESTADOS_RASTER),
  motivo: z.string().nullable(),
  intentos: z.number(),
  created_at: timestamp,
  procesado_at: timestamp.nullable(),
});
export type RasterEstado = z.input<typeof rasterEstadoSchema>;

export const estadoRastersServicio = endpoint({
  method: 'GET',
  path: '/raster/servicio/:servicio_id/estado',
  access: 'staff',
  params: z.object({ servicio_id: idCampo('servicio_id') }),
  response: ok({ rasters: z.array(rasterEstadoSchema) }),
  summary: 'Estado del procesamiento de cada ráster de un servicio (más reciente primero)',
});

export const reintentarRaster = endpoint({
  method: 'POST',
  path: '/raster/:raster_id/reintentar',
  access: 'staff',
  params: z.object({ raster_id: idCampo('raster_id') }),
  response: ok({ raster: rasterEstadoSchema }),
  summary: 'Vuelve a poner en cola un ráster con error (409 si no está con error)',
});
