import { z } from 'zod';
import { formatMoney } from '../format.ts';
import { MSG } from '../messages.ts';
import { isIsoDate } from '../periods.ts';
import { hasNul } from '../rules.ts';
import { cpBancoSchema } from './cp-registro.ts';
import { pesosSchema } from './factura.ts';
import { fechaCampo, idCampo, texto, textoOpcional } from './fields.ts';

/** States of a receipt sent by a client: in review until staff approve or reject it, or it is withdrawn. */
export const ESTADOS_ENVIO = ['En revisión', 'Aprobado', 'Rechazado', 'Retirado'] as const;
export type EstadoEnvio = (typeof ESTADOS_ENVIO)[number];

/** Largest transfer receipt a client may send (one PDF or photo of a bank voucher). */
export const MAX_COMPROBANTE_BYTES = 10 * 1024 * 1024;
/** Receipt types, checked by content on the server; the browser's file picker offers the same. */
export const COMPROBANTE_TIPOS = ['pdf', 'jpg', 'png'] as const;
export const COMPROBANTE_ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * The provider's bank account where clients transfer: the client wizard's bank step (same RUT,
 * e-mail, bank, account type and number rules) plus the account holder's name.
 */
export const cuentaProveedorSchema = cpBancoSchema.extend({ titular: texto('titular', 150) });
export type CuentaProveedorInput = z.input<typeof cuentaProveedorSchema>;

/** One line of a receipt: how much of the transfer goes to one invoice (whole pesos). */
export const envioLineaSchema = z.object({
  factura_id: idCampo('factura_id'),
  abono: pesosSchema('abono', MSG.abonoInvalido),
});
export type EnvioLinea = z.output<typeof envioLineaSchema>;

/** The lines of a receipt: one to 100 invoices, each named once. */
export const envioLineasSchema = z
  .array(envioLineaSchema, { error: MSG.envioSinFacturas })
  .min(1, { error: MSG.envioSinFacturas })
  .max(100, { error: MSG.envioSinFacturas })
  .refine((ls) => new Set(ls.map((l) => l.factura_id)).size === ls.length, {
    error: MSG.envioFacturaRepetida,
  });

/** The `lineas` text field of the multipart submission: JSON of the lines. */
export function parseEnvioLineas(raw: string | undefined) {
  let value: unknown;
  try {
    value = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    value = null;
  }
  return envioLineasSchema.safeParse(value);
}

/** The optional `comentarios` field of a submission. */
export const envioComentariosSchema = textoOpcional('comentarios', 500);

/**
 * Why an abono cannot be sent for an invoice with this saldo, or null when it can (0 < abono <= saldo,
 * whole pesos). The form shows it inline; the server answers the same rule with 400.
 */
export function errorAbono(abono: number | string | null | undefined, saldo: number): string | null {
  if (saldo <= 0) return MSG.envioFacturaPagada;
  const n = typeof abono === 'string' ? Number(abono) : abono;
  if (n === null || n === undefined || !Number.isInteger(n) || n <= 0) return MSG.abonoInvalido;
  if (n > saldo) return MSG.envioAbonoSuperaSaldo(formatMoney(saldo));
  return null;
}

/** POST envio/rechazar: the reason the client will read (an empty one asks for it in those words). */
export const rechazarEnvioSchema = z.object({
  motivo: z
    .string({ error: MSG.envioMotivoRequerido })
    .trim()
    .min(1, { error: MSG.envioMotivoRequerido })
    .max(1000, { error: MSG.campoInvalido('motivo') })
    .refine((v) => !hasNul(v), { error: MSG.campoInvalido('motivo') }),
});

/** An account-statement period (both ends included). */
export const estadoCuentaQuerySchema = z
  .object({ inicio: fechaCampo('inicio'), termino: fechaCampo('termino') })
  .refine((q) => !isIsoDate(q.inicio) || !isIsoDate(q.termino) || q.inicio <= q.termino, {
    error: MSG.estadoCuentaRango,
    path: ['inicio'],
  });
