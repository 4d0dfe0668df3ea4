import { z } from 'zod';
import { MSG } from '../messages.ts';
import { pagarSchema } from '../schemas/pago.ts';
import { binary, endpoint, ok } from './endpoint.ts';

/** One recorded payment line, as POST pago/pagar answers it. */
export const pagoRegistradoSchema = z.object({
  pago_id: z.number(),
  factura_id: z.number(),
  monto: z.number(),
});
export type PagoRegistrado = z.input<typeof pagoRegistradoSchema>;

/** The header that makes a payment safe to send twice: a UUID the client makes per submission. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a payment's idempotency key is remembered (a replay after that records a new payment). */
export const IDEMPOTENCIA_HORAS = 24;

export const pagar = endpoint({
  method: 'POST',
  path: '/pago/pagar',
  access: 'staff',
  // Loose: every other header of the request stays as it came.
  headers: z.looseObject({
    [IDEMPOTENCY_HEADER]: z.uuid({ error: MSG.campoInvalido('Idempotency-Key') }).optional(),
  }),
  body: pagarSchema,
  status: 201,
  response: ok({ pagos: z.array(pagoRegistradoSchema) }),
  summary:
    'Registra abonos (pago0, pago1, …), todos o ninguno. Con `Idempotency-Key`, repetir la solicitud devuelve la primera respuesta sin registrar nada',
});

export const subirComprobante = endpoint({
  method: 'POST',
  path: '/pago/comprobante',
  access: 'staff',
  multipart: { files: [{ name: 'file0', allowed: ['imagen', 'pdf'] }], fields: ['ids'] },
  status: 201,
  response: ok({
    comprobante: z.object({ nombre: z.string(), extension: z.string(), nombre_original: z.string() }),
    pagos: z.array(z.number()),
  }),
  summary: 'Comprobante de pago (multipart `file0`, PDF o imagen) para los pagos de `ids`',
});

export const descargarComprobante = endpoint({
  method: 'GET',
  path: '/descargar/pagos/:file',
  access: 'empresa',
  record: { resource: 'comprobante', param: 'file' },
  params: z.object({
    file: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, { error: MSG.campoInvalido('file') }),
  }),
  response: binary,
  summary: 'Un comprobante de pago, para el personal o el cliente que pagó con él',
});
