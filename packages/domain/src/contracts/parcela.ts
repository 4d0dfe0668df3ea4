import { z } from 'zod';
import { TIPOS_SERVICIO } from '../constants.ts';
import { CAMPOS_PARCELAS, ORDEN_PARCELAS, registroQuerySchema } from '../schemas/admin.ts';
import { idCampo } from '../schemas/fields.ts';
import { cosechaSchema, parcelaUpdateSchema } from '../schemas/parcela.ts';
import { parcelaRegistroSchema } from '../schemas/parcela-registro.ts';
import { servicioRegistroSchema } from '../schemas/servicio.ts';
import { MSG } from '../messages.ts';
import { AVATAR_MAX_BYTES } from '../schemas/perfil.ts';
import { empleadoSchema } from './empleado.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** A territory as GET /parcela/cp and /parcela/id answer it (docs/RULES.md#entities), with its live service. */
export const parcelaSchema = z.object({
  parcela_id: z.number(),
  parcelarel_id: z.number(),
  identificador: z.number(),
  cp_id: z.number(),
  propietario: z.string(),
  nombre_empresa: z.string(),
  nombre: z.string(),
  region: z.string(),
  ciudad: z.string(),
  direccion_ref: z.string(),
  coord_x: z.number(),
  coord_y: z.number(),
  coordenadas: z.object({ x: z.number(), y: z.number() }),
  extension: z.number(),
  tags: z.array(z.string()),
  notas: z.string(),
  is_active: z.boolean(),
  date_entered: timestamp,
  date_modified: timestamp,
  avatar_nom: z.string().nullable(),
  avatar_ext: z.string().nullable(),
  servicio_id: z.number().nullable(),
  tipo_servicio: z.enum(TIPOS_SERVICIO).nullable(),
});
export type Parcela = z.input<typeof parcelaSchema>;

/** A row of the back office's territory registry. */
export const parcelaFilaSchema = z.object({
  id: z.string(),
  parcela_id: z.number(),
  parcelarel_id: z.number(),
  cp_id: z.number(),
  identificador: z.number(),
  propietario: z.string(),
  nombre_empresa: z.string(),
  nombre: z.string(),
  region: z.string(),
  ciudad: z.string(),
  direccion_ref: z.string(),
  tags: z.array(z.string()),
  is_active: z.boolean(),
  estado: z.boolean(),
  date_entered: timestamp,
});
export type ParcelaFila = z.input<typeof parcelaFilaSchema>;

const avatarSchema = z.object({ nombre: z.string(), extension: z.string() });
const cpParams = z.object({ cp_id: idCampo('cp_id') });
const relParams = z.object({ parcelarel_id: idCampo('parcelarel_id') });
const relCpParams = relParams.extend({ cp_id: idCampo('cp_id') });
const empleadoRelParams = z.object({ cp_id: idCampo('cp_id'), empleadorel_id: idCampo('empleadorel_id') });
const inPath = { in: 'params', key: 'cp_id' } as const;
const inBody = { in: 'body', key: 'cp_id' } as const;
// A territory named by its number within the company the route names.
const deCp = { resource: 'parcelaDeCp', param: 'parcelarel_id' } as const;

export const listarParcelasCp = endpoint({
  method: 'GET',
  path: '/parcela/cp/:cp_id',
  access: 'empresa',
  company: inPath,
  params: cpParams,
  response: ok({ parcelas: z.array(parcelaSchema) }),
  summary: 'Territorios de un cliente',
});

export const obtenerParcela = endpoint({
  method: 'GET',
  path: '/parcela/id/:parcelarel_id/:cp_id',
  access: 'empresa',
  record: deCp,
  company: inPath,
  params: relCpParams,
  response: ok({ parcela: z.array(parcelaSchema) }),
  summary: 'Un territorio por su número dentro del cliente',
});

export const actualizarParcela = endpoint({
  method: 'PUT',
  path: '/parcela/id/:parcelarel_id',
  access: 'empresa',
  record: { ...deCp, action: 'update' },
  company: inBody,
  params: relParams,
  body: parcelaUpdateSchema,
  response: ok({}),
  summary: 'Modifica los datos de un territorio',
});

export const actualizarCosecha = endpoint({
  method: 'PUT',
  path: '/parcela/tags/:parcelarel_id',
  access: 'empresa',
  record: { ...deCp, action: 'update' },
  company: inBody,
  params: relParams,
  body: cosechaSchema,
  response: ok({ tags: z.array(z.string()) }),
  summary: 'Reemplaza la cosecha (1 a 10 entradas)',
});

export const subirImagenParcela = endpoint({
  method: 'POST',
  path: '/parcela/subir/:parcelarel_id/:cp_id',
  access: 'empresa',
  record: { ...deCp, action: 'update' },
  company: inPath,
  multipart: { files: [{ name: 'file0', allowed: ['png', 'jpg'], maxBytes: AVATAR_MAX_BYTES }] },
  params: relCpParams,
  response: ok({ avatar: avatarSchema }),
  summary: 'Imagen del territorio (multipart `file0`, PNG o JPEG)',
});

export const obtenerImagenParcela = endpoint({
  method: 'GET',
  path: '/parcela/avatar/:parcelarel_id/:cp_id',
  access: 'empresa',
  record: deCp,
  company: inPath,
  params: relCpParams,
  response: ok({ avatar: avatarSchema.nullable() }),
  summary: 'Nombre de la imagen del territorio (servida en /static/parcelas/)',
});

export const listarEmpleadosParcela = endpoint({
  method: 'GET',
  path: '/parcela/empleado/:parcelarel_id/:cp_id',
  access: 'empresa',
  record: deCp,
  company: inPath,
  params: relCpParams,
  response: ok({ empleados: z.array(empleadoSchema) }),
  summary: 'Trabajadores ligados a un territorio',
});

// An /empleado path declared here: it answers territories, and contracts/empleado.ts cannot import
// this file (this one imports `empleadoSchema` from it).
export const listarParcelasLigadas = endpoint({
  method: 'GET',
  path: '/empleado/parcela/ligadas/:cp_id/:empleadorel_id',
  access: 'empresa',
  record: { resource: 'empleadoDeCp', param: 'empleadorel_id' },
  company: inPath,
  params: empleadoRelParams,
  response: ok({ parcelas: z.array(parcelaSchema) }),
  summary: 'Territorios ligados a un trabajador (por su número dentro del cliente)',
});

export const registroParcelas = endpoint({
  method: 'GET',
  path: '/parcela/all/listar',
  access: 'staff',
  querystring: registroQuerySchema(CAMPOS_PARCELAS, ORDEN_PARCELAS),
  response: ok({
    parcelas: z.array(parcelaFilaSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** False when `total` is a lower bound: the rows were counted only some pages ahead. */
    total_exacto: z.boolean(),
  }),
  summary: 'Registro de territorios (filtrado, ordenado y paginado)',
});

export const registrarParcela = endpoint({
  method: 'POST',
  path: '/parcela/registrar',
  access: 'staff',
  company: inBody,
  body: parcelaRegistroSchema,
  status: 201,
  response: ok({ parcelarel_id: z.number(), parcela_id: z.number(), cp_id: z.number() }),
  summary: 'Registra un territorio de un cliente',
});

export const eliminarParcela = endpoint({
  method: 'DELETE',
  path: '/parcela/:cp_id/:parcelarel_id',
  access: 'staff',
  company: inPath,
  record: { ...deCp, action: 'delete', notFound: MSG.territorioNoExiste },
  params: relCpParams,
  response: ok({}),
  summary: 'Elimina un territorio con sus servicios y archivos',
});

/** Agregar Territorio: the territory (as POST /parcela/registrar takes it) and its service's type. */
export const parcelaConServicioSchema = z.intersection(
  parcelaRegistroSchema,
  servicioRegistroSchema.pick({ tipo_servicio: true }),
);

export const registrarParcelaConServicio = endpoint({
  method: 'POST',
  path: '/parcela/registrar-con-servicio',
  access: 'staff',
  body: parcelaConServicioSchema,
  status: 201,
  response: ok({
    parcelarel_id: z.number(),
    parcela_id: z.number(),
    cp_id: z.number(),
    servicio_id: z.number(),
  }),
  summary: 'Registra un territorio de un cliente con su servicio: los dos o ninguno',
});
