import { z } from 'zod';
import { estadoCuentaQuerySchema } from '../schemas/envio.ts';
import { idCampo } from '../schemas/fields.ts';
import { binary, endpoint } from './endpoint.ts';

export const facturaPdf = endpoint({
  method: 'GET',
  path: '/factura/pdf/:factura_id',
  access: 'empresa',
  record: { resource: 'factura', param: 'factura_id' },
  params: z.object({ factura_id: idCampo('factura_id') }),
  response: binary,
  summary: 'La factura en PDF (proveedor, cliente, montos y estado), para el personal o su cliente',
});

export const estadoCuentaPdf = endpoint({
  method: 'GET',
  path: '/factura/estado-cuenta/:cp_id',
  access: 'empresa',
  company: { in: 'params', key: 'cp_id' },
  params: z.object({ cp_id: idCampo('cp_id') }),
  querystring: estadoCuentaQuerySchema,
  response: binary,
  summary: 'Estado de cuenta en PDF de un periodo: saldo inicial, facturas, pagos y saldo final',
});
