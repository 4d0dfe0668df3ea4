import { z } from 'zod';
import { BANCOS, TIPOS_CUENTA } from '../constants.ts';
import {
  COMPROBANTE_TIPOS,
  ESTADOS_ENVIO,
  MAX_COMPROBANTE_BYTES,
  cuentaProveedorSchema,
  rechazarEnvioSchema,
} from '../schemas/envio.ts';
import { idCampo } from '../schemas/fields.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** The provider's bank account as the portal shows it (null until staff configure it). */
export const cuentaProveedorRespuesta = z
  .object({
    titular: z.string(),
    rut: z.string(),
    banco: z.enum(BANCOS),
    tipo_cuenta: z.enum(TIPOS_CUENTA),
    numero_cuenta: z.string(),
    email_bancario: z.string(),
  })
  .nullable();
export type CuentaProveedor = z.input<typeof cuentaProveedorRespuesta>;

/** One invoice line of a submitted receipt. */
export const envioLineaRespuesta = z.object({
  factura_id: z.number(),
  facturarel_id: z.number(),
  factura_nombre: z.string(),
  abono: z.number(),
  /** The invoice's balance now (the review screen compares it with the abono). */
  saldo: z.number(),
  total: z.number(),
  pago_id: z.number().nullable(),
});

/** A transfer receipt sent by a client, with its state (receipt at descargar/pagos/{archivo_nom}.{archivo_ext}). */
export const envioSchema = z.object({
  envio_id: z.number(),
  cp_id: z.number(),
  nombre_empresa: z.string(),
  estado: z.enum(ESTADOS_ENVIO),
  total: z.number(),
  comentarios: z.string(),
  motivo_rechazo: z.string().nullable(),
  created_at: timestamp,
  resuelto_at: timestamp.nullable(),
  archivo_nom: z.string(),
  archivo_ext: z.string(),
  archivo_original: z.string(),
  lineas: z.array(envioLineaRespuesta),
});
export type Envio = z.input<typeof envioSchema>;

const cpParams = z.object({ cp_id: idCampo('cp_id') });
const envioParams = z.object({ envio_id: idCampo('envio_id') });
const unEnvio = ok({ envio: envioSchema });

export const obtenerCuentaProveedor = endpoint({
  method: 'GET',
  path: '/config/cuenta-bancaria',
  access: 'empresa',
  response: ok({ cuenta: cuentaProveedorRespuesta }),
  summary: 'La cuenta bancaria del proveedor, donde los clientes transfieren',
});

export const guardarCuentaProveedor = endpoint({
  method: 'PUT',
  path: '/config/cuenta-bancaria',
  access: 'staff',
  body: cuentaProveedorSchema,
  response: ok({ cuenta: cuentaProveedorRespuesta }),
  summary: 'Configura la cuenta bancaria del proveedor (mismas reglas que los datos bancarios de un cliente)',
});

export const enviarComprobante = endpoint({
  method: 'POST',
  path: '/envio/cp/:cp_id',
  access: 'cliente',
  company: { in: 'params', key: 'cp_id' },
  params: cpParams,
  multipart: {
    files: [{ name: 'comprobante', allowed: COMPROBANTE_TIPOS, maxBytes: MAX_COMPROBANTE_BYTES }],
    fields: ['lineas', 'comentarios'],
  },
  status: 201,
  response: unEnvio,
  summary:
    'El cliente envía un comprobante de transferencia (multipart: `comprobante` PDF/JPEG/PNG, `lineas` JSON [{factura_id, abono}], `comentarios`); queda En revisión',
});

export const enviosCp = endpoint({
  method: 'GET',
  path: '/envio/cp/:cp_id',
  access: 'empresa',
  company: { in: 'params', key: 'cp_id' },
  params: cpParams,
  response: ok({ envios: z.array(envioSchema) }),
  summary: 'Comprobantes enviados por un cliente, del más reciente al más antiguo',
});

export const retirarEnvio = endpoint({
  method: 'POST',
  path: '/envio/retirar/:envio_id',
  access: 'cliente',
  record: { resource: 'envio', param: 'envio_id', action: 'update' },
  params: envioParams,
  response: unEnvio,
  summary: 'El cliente retira un comprobante mientras está En revisión',
});

export const enviosPorRevisar = endpoint({
  method: 'GET',
  path: '/envio/revision',
  access: 'staff',
  response: ok({ envios: z.array(envioSchema) }),
  summary: 'Comprobantes En revisión de todos los clientes, del más antiguo al más reciente',
});

export const aprobarEnvio = endpoint({
  method: 'POST',
  path: '/envio/aprobar/:envio_id',
  access: 'staff',
  record: { resource: 'envio', param: 'envio_id', action: 'update' },
  params: envioParams,
  response: unEnvio,
  summary:
    'Aprueba un comprobante: registra sus abonos como pago/pagar, con el comprobante adjunto; aprobarlo de nuevo no registra nada más',
});

export const rechazarEnvio = endpoint({
  method: 'POST',
  path: '/envio/rechazar/:envio_id',
  access: 'staff',
  record: { resource: 'envio', param: 'envio_id', action: 'update' },
  params: envioParams,
  body: rechazarEnvioSchema,
  response: unEnvio,
  summary: 'Rechaza un comprobante con un motivo que se envía al cliente; ningún saldo cambia',
});
