import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { CAMPOS_CPS, ORDEN_CPS, registroQuerySchema } from '../schemas/admin.ts';
import { cpDatosSchema } from '../schemas/cp-datos.ts';
import {
  cpBancoSchema,
  cpContactoDatosSchema,
  cpContactoSchema,
  cpRegistroSchema,
} from '../schemas/cp-registro.ts';
import { idCampo } from '../schemas/fields.ts';
import { MSG } from '../messages.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** A principal client's company as GET /cp/self and /cp/listar answer it, bank data included. */
export const cpSchema = z.object({
  cp_id: z.number(),
  identificador: z.number(),
  usuario_id: z.number(),
  nombre: z.string(),
  rut: z.string(),
  email: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  region: z.string(),
  ciudad: z.string(),
  comentarios: z.string(),
  tipo_usuario: z.enum(ROLES),
  is_active: z.boolean(),
  /** Invited but has not set a password yet: shown "Invitación pendiente" instead of ACTIVO. */
  invitacion_pendiente: z.boolean(),
  date_entered: timestamp,
  rut_bancario: z.string(),
  email_bancario: z.string(),
  banco: z.string(),
  tipo_cuenta: z.string(),
  numero_cuenta: z.string(),
  avatar_nom: z.string().nullable(),
  avatar_ext: z.string().nullable(),
});
export type Cp = z.input<typeof cpSchema>;

/** A row of the back office's client registry. */
export const cpFilaSchema = z.object({
  id: z.number(),
  cp_id: z.number(),
  identificador: z.number(),
  usuario_id: z.number(),
  nombre: z.string(),
  rut: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
  tipo_usuario: z.enum(ROLES),
  region: z.string(),
  ciudad: z.string(),
  is_active: z.boolean(),
  invitacion_pendiente: z.boolean(),
  date_entered: timestamp,
});
export type CpFila = z.input<typeof cpFilaSchema>;

/** One of a company's two contact people (`is_principal`: the first one). */
export const contactoSchema = z.object({
  contacto_id: z.number(),
  cp_id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  telefono: z.string(),
  cargo: z.string(),
  is_principal: z.boolean(),
  /** The same flag under the name the update takes. */
  isprincipal: z.boolean(),
});
export type Contacto = z.input<typeof contactoSchema>;

const cpParams = z.object({ cp_id: idCampo('cp_id') });
// The back office's screens name a missing client with their own message.
const staffCp = { resource: 'cp', param: 'cp_id', notFound: MSG.sinDatosId } as const;
const inPath = { in: 'params', key: 'cp_id' } as const;

export const cpPropio = endpoint({
  method: 'GET',
  path: '/cp/self',
  access: 'cliente',
  response: ok({ cp: z.array(cpSchema) }),
  summary: 'La empresa del cliente principal que llama',
});

export const obtenerCp = endpoint({
  method: 'GET',
  path: '/cp/listar/:cp_id',
  access: 'empresa',
  record: { resource: 'cp', param: 'cp_id' },
  company: inPath,
  params: cpParams,
  response: ok({ cp: z.array(cpSchema) }),
  summary: 'Los datos de una empresa',
});

export const actualizarCpDatos = endpoint({
  method: 'PUT',
  path: '/cp/datos/:cp_id',
  access: 'empresa',
  record: { resource: 'cp', param: 'cp_id', action: 'update' },
  company: inPath,
  params: cpParams,
  body: cpDatosSchema,
  response: ok({}),
  summary: 'Modifica los datos de una empresa (las notas internas, solo el personal)',
});

export const registroCps = endpoint({
  method: 'GET',
  path: '/cp/all/listar',
  access: 'staff',
  querystring: registroQuerySchema(CAMPOS_CPS, ORDEN_CPS),
  response: ok({
    clientes: z.array(cpFilaSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** False when `total` is a lower bound: the rows were counted only some pages ahead. */
    total_exacto: z.boolean(),
  }),
  summary: 'Registro de clientes (filtrado, ordenado y paginado)',
});

export const listarContactos = endpoint({
  method: 'GET',
  path: '/cp/contacto/:cp_id',
  access: 'staff',
  company: inPath,
  record: staffCp,
  params: cpParams,
  response: ok({ contactos: z.array(contactoSchema) }),
  summary: 'Los dos contactos de un cliente, el principal primero',
});

export const actualizarContacto = endpoint({
  method: 'PUT',
  path: '/cp/contacto/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'update' },
  params: cpParams,
  body: cpContactoSchema,
  response: ok({ contactos: z.array(contactoSchema) }),
  summary: 'Escribe el contacto principal o el secundario (una llamada por contacto)',
});

export const registrarCp = endpoint({
  method: 'POST',
  path: '/cp/registrar',
  access: 'staff',
  body: cpRegistroSchema,
  status: 201,
  response: ok({
    cp_id: z.number(),
    identificador: z.number(),
    usuario_id: z.number(),
    /** False when the welcome e-mail could not be sent (the account exists; recovery still works). */
    correo_enviado: z.boolean(),
  }),
  summary: 'Registra un cliente y le envía el enlace para definir su contraseña',
});

export const desactivarCp = endpoint({
  method: 'DELETE',
  path: '/cp/desactivar/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'update' },
  params: cpParams,
  response: ok({}),
  summary: 'Desactiva un cliente y a sus trabajadores (cierra sus sesiones)',
});

export const activarCp = endpoint({
  method: 'POST',
  path: '/cp/activar/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'update' },
  params: cpParams,
  response: ok({}),
  summary: 'Reactiva un cliente desactivado y a sus trabajadores',
});

export const eliminarCp = endpoint({
  method: 'DELETE',
  path: '/cp/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'delete' },
  params: cpParams,
  response: ok({}),
  summary: 'Elimina un cliente sin pagos con todo lo suyo (con pagos: 409)',
});

// People and accounts (issue 12).

export const reenviarInvitacionCp = endpoint({
  method: 'POST',
  path: '/cp/invitacion/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'update' },
  params: cpParams,
  response: ok({ correo_enviado: z.boolean() }),
  summary:
    'Reenvía la invitación de un cliente que aún no define su contraseña (los enlaces anteriores dejan de servir)',
});

export const actualizarBancoCp = endpoint({
  method: 'PUT',
  path: '/cp/banco/:cp_id',
  access: 'staff',
  company: inPath,
  record: { ...staffCp, action: 'update' },
  params: cpParams,
  body: cpBancoSchema,
  response: ok({}),
  summary: 'Modifica los datos bancarios de un cliente (las mismas reglas que el paso Datos Bancarios)',
});

/** Modificar Perfil del Cliente: the company's data and both contacts, under Agregar CP's names. */
export const cpPerfilSchema = z.object({
  datos: cpDatosSchema,
  contacto: cpContactoDatosSchema,
  contactoSecundario: cpContactoDatosSchema,
});
export type CpPerfilInput = z.input<typeof cpPerfilSchema>;

export const actualizarPerfilCp = endpoint({
  method: 'PUT',
  path: '/cp/perfil/:cp_id',
  access: 'staff',
  record: { resource: 'cp', param: 'cp_id', action: 'update', notFound: MSG.sinDatosId },
  params: cpParams,
  body: cpPerfilSchema,
  response: ok({ contactos: z.array(contactoSchema) }),
  summary: 'Modifica los datos de una empresa y sus dos contactos: todo o nada',
});
