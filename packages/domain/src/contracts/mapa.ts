import { z } from 'zod';
import { TIPOS_SERVICIO } from '../constants.ts';
import { LIMITE_EXTENSIONES, LIMITE_MAX_BYTES, LIMITE_MAX_VERTICES } from '../limites.ts';
import { MSG } from '../messages.ts';
import { MSG_MAPA } from '../messages-mapa.ts';
import { idCampo } from '../schemas/fields.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

const posicion = z
  .array(z.number({ error: MSG_MAPA.limiteCoordenadas }), { error: MSG_MAPA.limiteCoordenadas })
  .min(2)
  .max(3);
const anillo = z.array(posicion, { error: MSG_MAPA.limiteGeometriaInvalida }).max(LIMITE_MAX_VERTICES, {
  error: MSG_MAPA.limiteDemasiadosVertices,
});
const poligono = z.array(anillo, { error: MSG_MAPA.limiteGeometriaInvalida }).min(1).max(100);

/** A boundary as GeoJSON geometry (Polygon or MultiPolygon, WGS84 [lon, lat]). */
export const geometriaSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Polygon'), coordinates: poligono }),
    z.object({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(poligono, { error: MSG_MAPA.limiteGeometriaInvalida }).min(1).max(100),
    }),
  ],
  { error: MSG_MAPA.limiteGeometriaInvalida },
);

/** A stored boundary with what the server computed from it. */
export const limiteSchema = z.object({
  geometria: geometriaSchema,
  /** Geodesic area in m². */
  area_m2: z.number(),
  centroide: z.object({ lat: z.number(), lon: z.number() }),
  /** [west, south, east, north] */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  origen: z.enum(['geojson', 'kml', 'kmz', 'dibujo']),
  actualizado: timestamp,
});
export type Limite = z.input<typeof limiteSchema>;

/** A report file shown on the map (served by descargar/servicios/{nombre}.{extension}). */
const imagenSchema = z.object({
  nombre: z.string(),
  extension: z.string(),
  tipo_subida: z.string(),
  inicio: z.string(),
  termino: z.string(),
});

/** A territory as the map draws it: marker, popup, boundary and latest image. */
export const parcelaMapaSchema = z.object({
  parcela_id: z.number(),
  parcelarel_id: z.number(),
  cp_id: z.number(),
  nombre_empresa: z.string(),
  nombre: z.string(),
  region: z.string(),
  ciudad: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Declared extension, m². */
  extension: z.number(),
  is_active: z.boolean(),
  servicio_id: z.number().nullable(),
  tipo_servicio: z.enum(TIPOS_SERVICIO).nullable(),
  /** End of the latest reported period (YYYY-MM-DD). */
  ultimo_informe: z.string().nullable(),
  /** Latest foliar or sensor image. */
  ultima_imagen: imagenSchema.nullable(),
  limite: limiteSchema.nullable(),
});
export type ParcelaMapa = z.input<typeof parcelaMapaSchema>;

const parcelaParams = z.object({ parcela_id: idCampo('parcela_id') });
// A boundary file: one GeoJSON, KML or KMZ.
const limiteParts = {
  files: [{ name: 'file0', allowed: LIMITE_EXTENSIONES, maxBytes: LIMITE_MAX_BYTES }],
} as const;
// A boundary is changed by staff or the territory's own principal client.
const limite = { resource: 'parcela', param: 'parcela_id', action: 'update' } as const;

export const mapaParcelas = endpoint({
  method: 'GET',
  path: '/mapa/territorios',
  access: 'session',
  company: { in: 'querystring', key: 'cp_id' },
  querystring: z.object({
    cp_id: idCampo('cp_id').optional(),
    tipo_servicio: z.enum(TIPOS_SERVICIO, { error: MSG.campoInvalido('tipo_servicio') }).optional(),
  }),
  response: ok({ territorios: z.array(parcelaMapaSchema) }),
  summary:
    'Territorios en el mapa: el cliente ve los de su empresa, el trabajador los ligados, el personal todos (filtrables)',
});

/** One territory's map: also the boundary it had before its last change, which can be restored. */
export const parcelaMapaDetalleSchema = parcelaMapaSchema.extend({
  limite_anterior: limiteSchema.nullable(),
});
export type ParcelaMapaDetalle = z.input<typeof parcelaMapaDetalleSchema>;

export const mapaParcela = endpoint({
  method: 'GET',
  path: '/mapa/territorio/:parcela_id',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  response: ok({ territorio: parcelaMapaDetalleSchema }),
  summary: 'Un territorio en el mapa (404 si el usuario no lo ve)',
});

export const guardarLimite = endpoint({
  method: 'PUT',
  path: '/mapa/limite/:parcela_id',
  access: 'empresa',
  record: limite,
  params: parcelaParams,
  body: z.object({ geometria: geometriaSchema }),
  response: ok({ limite: limiteSchema }),
  summary: 'Guarda el límite dibujado de un territorio (GeoJSON Polygon o MultiPolygon)',
});

export const subirLimite = endpoint({
  method: 'POST',
  path: '/mapa/limite/:parcela_id/archivo',
  access: 'empresa',
  record: limite,
  multipart: limiteParts,
  params: parcelaParams,
  response: ok({ limite: limiteSchema }),
  summary: 'Sube el límite de un territorio (multipart `file0`: GeoJSON, KML o KMZ, hasta 2 MB)',
});

/** A boundary file read but not saved: its outline and area next to the declared extension. */
export const limitePreviaSchema = limiteSchema.omit({ actualizado: true }).extend({
  /** The territory's declared extension, m². */
  extension: z.number(),
  /** Boundary area minus declared extension, m². */
  diferencia_m2: z.number(),
  /** The same as a percentage of the declared extension (null when none is declared). */
  diferencia_pct: z.number().nullable(),
});
export type LimitePrevia = z.input<typeof limitePreviaSchema>;

export const previsualizarLimite = endpoint({
  method: 'POST',
  path: '/mapa/limite/:parcela_id/previa',
  access: 'empresa',
  record: limite,
  multipart: limiteParts,
  params: parcelaParams,
  response: ok({ previa: limitePreviaSchema }),
  summary:
    'Lee un archivo de límite (multipart `file0`: GeoJSON, KML o KMZ) sin guardarlo: su contorno, área y diferencia con la extensión declarada',
});

export const restaurarLimite = endpoint({
  method: 'POST',
  path: '/mapa/limite/:parcela_id/anterior',
  access: 'empresa',
  record: limite,
  params: parcelaParams,
  response: ok({ limite: limiteSchema }),
  summary:
    'Vuelve al límite que el territorio tenía antes del último cambio (el actual pasa a ser el anterior)',
});

export const eliminarLimite = endpoint({
  method: 'DELETE',
  path: '/mapa/limite/:parcela_id',
  access: 'empresa',
  record: { ...limite, action: 'delete' },
  params: parcelaParams,
  response: ok({}),
  summary: 'Elimina el límite de un territorio',
});

/** Base map configuration: a raster tile URL when the installation has one, else the offline outline. */
export const mapaConfigSchema = z.object({
  tiles_url: z.string().nullable(),
  tiles_attribution: z.string(),
});

export const obtenerMapaConfig = endpoint({
  method: 'GET',
  path: '/config/mapa',
  access: 'session',
  response: ok({ mapa: mapaConfigSchema }),
  summary: 'Capa base del mapa (MAP_TILES_URL); sin ella el mapa usa el contorno sin conexión',
});
