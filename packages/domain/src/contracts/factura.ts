import { z } from 'zod';
import { ESTADOS_FACTURA, TIPOS_PAGO, TIPOS_SERVICIO } from '../constants.ts';
import {
  crearFacturaSchema,
  exportFacturasQuerySchema,
  rangoFacturasQuerySchema,
} from '../schemas/factura.ts';
import { idCampo } from '../schemas/fields.ts';
import { binary, endpoint, ok, timestamp } from './endpoint.ts';

/** A payment as an invoice carries it (receipt at descargar/pagos/{archivo_nom}.{archivo_ext}). */
export const pagoDeFacturaSchema = z.object({
  pago_id: z.number(),
  monto: z.number(),
  fecha_pago: timestamp,
  num_factura_sii: z.string(),
  comentarios: z.string(),
  archivo_nom: z.string().nullable(),
  archivo_ext: z.string().nullable(),
});
export type PagoDeFactura = z.input<typeof pagoDeFacturaSchema>;

/** An invoice as every `facturas` list answers it (docs/RULES.md#entities), with its state and its payments. */
export const facturaSchema = z.object({
  factura_id: z.number(),
  facturarel_id: z.number(),
  nombre: z.string(),
  comentarios: z.string(),
  tipo_pago: z.enum(TIPOS_PAGO),
  total: z.number(),
  saldo: z.number(),
  estado: z.enum(ESTADOS_FACTURA),
  vencida: z.boolean(),
  fecha_emision: z.string(),
  fecha_vencimiento: z.string(),
  servicio_id: z.number().nullable(),
  tipo_servicio: z.enum(TIPOS_SERVICIO).nullable(),
  parcela_id: z.number().nullable(),
  parcelarel_id: z.number().nullable(),
  parcela_nombre: z.string().nullable(),
  cp_id: z.number(),
  identificador: z.number(),
  nombre_empresa: z.string(),
  pagos: z.array(pagoDeFacturaSchema),
});
export type Factura = z.input<typeof facturaSchema>;

/** A payment of a company's history (GET factura/pagos/cp), with its invoice and receipt. */
export const pagoHistorialSchema = pagoDeFacturaSchema.extend({
  factura_id: z.number(),
  facturarel_id: z.number(),
  factura_nombre: z.string(),
  cp_id: z.number(),
  archivo_original: z.string().nullable(),
});
export type PagoHistorial = z.input<typeof pagoHistorialSchema>;

const facturas = ok({ facturas: z.array(facturaSchema) });

export const crearFactura = endpoint({
  method: 'POST',
  path: '/factura/crear',
  access: 'staff',
  body: crearFacturaSchema,
  status: 201,
  response: ok({ factura: z.array(facturaSchema) }),
  summary: 'Crea una factura: vence 30 días después de su emisión, saldo = total',
});

export const facturasRecurrentes = endpoint({
  method: 'GET',
  path: '/factura/recurrente/:parcelaSeq/:cp',
  access: 'staff',
  params: z.object({ parcelaSeq: idCampo('parcelaSeq'), cp: idCampo('cp') }),
  querystring: rangoFacturasQuerySchema,
  response: facturas,
  summary: 'Facturas mensuales del servicio de un territorio, emitidas en el periodo',
});

export const facturasUnicas = endpoint({
  method: 'GET',
  path: '/factura/unico/:id',
  access: 'staff',
  params: z.object({ id: idCampo('id') }),
  querystring: rangoFacturasQuerySchema,
  response: facturas,
  summary: 'Facturas de pago único de un cliente, emitidas en el periodo',
});

export const exportarFacturas = endpoint({
  method: 'GET',
  path: '/factura/export.csv',
  access: 'staff',
  querystring: exportFacturasQuerySchema,
  response: binary,
  summary: 'La búsqueda de Finanzas con sus filtros, como CSV para Excel',
});

const cpParams = z.object({ cp_id: idCampo('cp_id') });
const inPath = { in: 'params', key: 'cp_id' } as const;

export const facturasCp = endpoint({
  method: 'GET',
  path: '/factura/cp/:cp_id',
  access: 'empresa',
  company: inPath,
  params: cpParams,
  querystring: rangoFacturasQuerySchema,
  response: facturas,
  summary: 'Facturas de un cliente (todas, o las emitidas en el periodo)',
});

export const pagosCp = endpoint({
  method: 'GET',
  path: '/factura/pagos/cp/:cp_id',
  access: 'empresa',
  company: inPath,
  params: cpParams,
  response: ok({ pagos: z.array(pagoHistorialSchema) }),
  summary: 'Pagos de un cliente, del más reciente al más antiguo',
});
