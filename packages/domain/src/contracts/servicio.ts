import { z } from 'zod';
import { TIPOS_SERVICIO } from '../constants.ts';
import { MSG } from '../messages.ts';
import { CAMPOS_SERVICIOS, ORDEN_SERVICIOS, registroQuerySchema } from '../schemas/admin.ts';
import { idCampo } from '../schemas/fields.ts';
import { servicioRegistroSchema } from '../schemas/servicio.ts';
import {
  archivoSubidoSchema,
  fechaPeriodo,
  GRUPOS_ARCHIVOS,
  periodoParamsSchema,
  tipoSubidaSchema,
  PARTES_SUBIDA,
  CAMPOS_DESC_RASTER,
} from '../schemas/subida.ts';
import { confirmarBodySchema, confirmarParamsSchema } from '../schemas/subida-reanudable.ts';
import { binary, endpoint, ok, timestamp } from './endpoint.ts';

const tipoServicio = z.enum(TIPOS_SERVICIO);

/** A territory's service as GET /servicio/{parcela_id} answers it (the first is the one in use). */
export const servicioSchema = z.object({
  servicio_id: z.number(),
  tipo_servicio: tipoServicio,
  parcela_id: z.number(),
  cp_id: z.number(),
  date_entered: timestamp,
  date_modified: timestamp,
});
export type Servicio = z.input<typeof servicioSchema>;

/** What the lists that name the territory add: its number, its company and whether the service was removed. */
const servicioDeParcelaSchema = servicioSchema.extend({
  parcelarel_id: z.number(),
  identificador: z.number(),
  is_deleted: z.boolean(),
});

/** A row of the back office's service registry; also what registrar and PUT answer. */
export const servicioFilaSchema = servicioDeParcelaSchema.extend({
  nombre_parcela: z.string(),
  /** The territory as shown, `{cp}-T-001`. */
  territorio: z.string(),
});
export type ServicioFila = z.input<typeof servicioFilaSchema>;

/** A company's service as GET /servicio/cp/{cp_id} answers it, live and removed. */
export const servicioCpSchema = servicioDeParcelaSchema.extend({
  /** The territory's name. */
  nombre: z.string(),
});
export type ServicioCp = z.input<typeof servicioCpSchema>;

/** A stored report file as the listings answer it (its storage key never leaves the server). */
export const archivoServicioSchema = z.object({
  archivo_id: z.number(),
  /** Server-made name; `descargar/servicios/{nombre}.{extension}` serves it. */
  nombre: z.string(),
  extension: z.string(),
  tipo_subida: tipoSubidaSchema,
  nombre_original: z.string(),
  mime: z.string(),
  tamano: z.number(),
  created_at: timestamp,
  grupo: z.enum(GRUPOS_ARCHIVOS),
});
export type ArchivoServicio = z.input<typeof archivoServicioSchema>;

/** One period's files: `inicio` and `termino` are YYYY-MM-DD. */
export const periodoArchivosSchema = z.object({
  inicio: z.string(),
  termino: z.string(),
  archivos: z.array(archivoServicioSchema),
});
export type PeriodoArchivos = z.input<typeof periodoArchivosSchema>;

const servicioParams = z.object({ servicio_id: idCampo('servicio_id') });
const staffServicio = { resource: 'servicio', param: 'servicio_id', notFound: MSG.sinDatosId } as const;

export const registroServicios = endpoint({
  method: 'GET',
  path: '/servicio/all/listar',
  access: 'staff',
  querystring: registroQuerySchema(CAMPOS_SERVICIOS, ORDEN_SERVICIOS),
  response: ok({
    servicios: z.array(servicioFilaSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** False when `total` is a lower bound: the rows were counted only some pages ahead. */
    total_exacto: z.boolean(),
  }),
  summary: 'Registro de servicios (filtrado, ordenado y paginado)',
});

export const registrarServicio = endpoint({
  method: 'POST',
  path: '/servicio/registrar',
  access: 'staff',
  body: servicioRegistroSchema,
  // 201 when the territory had no live service; 200 when its live service took the new type.
  status: [201, 200],
  response: ok({ servicio: z.array(servicioFilaSchema), servicio_id: z.number() }),
  summary: 'Crea el servicio de un territorio, o cambia el tipo del que ya tiene',
});

export const actualizarServicio = endpoint({
  method: 'PUT',
  path: '/servicio/:servicio_id',
  access: 'staff',
  record: { ...staffServicio, action: 'update' },
  params: servicioParams,
  body: servicioRegistroSchema,
  response: ok({ servicio: z.array(servicioFilaSchema) }),
  summary: 'Cambia el tipo de un servicio del territorio indicado',
});

export const listarServiciosParcela = endpoint({
  method: 'GET',
  path: '/servicio/:parcela_id',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: z.object({ parcela_id: idCampo('parcela_id') }),
  response: ok({ servicio: z.array(servicioSchema) }),
  summary: 'Servicios vigentes de un territorio visible para quien llama',
});

export const listarServiciosCp = endpoint({
  method: 'GET',
  path: '/servicio/cp/:cp_id',
  access: 'empresa',
  company: { in: 'params', key: 'cp_id' },
  params: z.object({ cp_id: idCampo('cp_id') }),
  response: ok({ servicios: z.array(servicioCpSchema) }),
  summary: 'Servicios de los territorios de un cliente, vigentes y eliminados',
});

export const listarArchivos = endpoint({
  method: 'GET',
  path: '/servicio/archivos/:servicio_id/:periodo',
  access: 'session',
  record: { resource: 'servicioConArchivos', param: 'servicio_id' },
  params: servicioParams.extend({ periodo: z.enum(['semanal', 'global']) }),
  // Beyond the spec: the viewers may ask only for their own group's weekly files.
  querystring: z.object({ grupo: z.enum(['edeb', 'sensores']).optional() }),
  response: ok({ archivos: z.record(z.string(), periodoArchivosSchema) }),
  summary: 'Archivos de un servicio por periodo (clave: primer día), el más reciente primero',
});

export const descargarArchivo = endpoint({
  method: 'GET',
  path: '/descargar/servicios/:file',
  access: 'session',
  record: { resource: 'archivoServicio', param: 'file' },
  params: z.object({
    file: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, { error: MSG.campoInvalido('archivo') }),
  }),
  querystring: z.object({
    inline: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  }),
  response: binary,
  summary: 'Un archivo de informe (`{nombre}.{extension}`), con Range; `inline=1` para la vista previa',
});

export const descargarZip = endpoint({
  method: 'GET',
  path: '/descargar/servicios/zip/:servicio_id/:inicio/:termino',
  access: 'session',
  record: { resource: 'servicio', param: 'servicio_id' },
  params: servicioParams.extend({ inicio: fechaPeriodo, termino: fechaPeriodo }),
  querystring: z.object({ grupo: z.enum(GRUPOS_ARCHIVOS).optional() }),
  response: binary,
  summary: 'Los archivos de un periodo en un ZIP, con sus nombres originales',
});

export const validarPeriodo = endpoint({
  method: 'GET',
  path: '/servicio/validar/:servicio_id/:grupo/:start/:end',
  access: 'staff',
  params: periodoParamsSchema,
  response: ok({ res: z.boolean() }),
  summary: 'Si el periodo ya tiene archivos de ese grupo (false: está libre)',
});

export const subirArchivos = endpoint({
  method: 'POST',
  path: '/servicio/subir/:grupo/:servicio_id/:start/:end',
  access: 'staff',
  multipart: { files: PARTES_SUBIDA, fields: CAMPOS_DESC_RASTER },
  params: periodoParamsSchema,
  status: 201,
  response: ok({ archivos: z.array(archivoSubidoSchema) }),
  summary:
    'Publica los archivos de un periodo (multipart: edeb image0-3, video0-1, resfile0-3, raster0-3; sensores image0-2, video0-2, resfile0-3, raster0-2; global file0-1). Cada GeoTIFF rasterN lleva su descripción JSON en el campo de texto rasterN_desc',
});

export const eliminarPeriodo = endpoint({
  method: 'DELETE',
  path: '/servicio/periodo/:servicio_id/:grupo/:start/:end',
  access: 'staff',
  params: periodoParamsSchema,
  response: ok({ archivos: z.number() }),
  summary: 'Elimina los archivos de un periodo para volver a subirlos',
});

export const confirmarSubidas = endpoint({
  method: 'POST',
  path: '/servicio/confirmar/:servicio_id/:start/:end',
  access: 'staff',
  params: confirmarParamsSchema,
  body: confirmarBodySchema,
  status: 201,
  response: ok({ archivos: z.array(archivoSubidoSchema) }),
  summary:
    'Publica un periodo con archivos ya subidos por tus (POST/PATCH /api/v1/subidas): todos sus grupos en una transacción',
});

/** A period that already has files of one group, with the slots (`campo`) its files fill. */
export const periodoConArchivosSchema = z.object({
  grupo: z.enum(GRUPOS_ARCHIVOS),
  inicio: z.string(),
  termino: z.string(),
  campos: z.array(z.string()),
});
export type PeriodoConArchivos = z.input<typeof periodoConArchivosSchema>;

export const periodosConArchivos = endpoint({
  method: 'GET',
  path: '/servicio/periodos/:servicio_id',
  access: 'staff',
  record: staffServicio,
  params: servicioParams,
  response: ok({ periodos: z.array(periodoConArchivosSchema) }),
  summary:
    'Los periodos de un servicio que ya tienen archivos, por grupo y con sus espacios, para marcarlos en el calendario',
});
