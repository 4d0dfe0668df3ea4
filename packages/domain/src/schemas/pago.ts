import { z } from 'zod';
import type { PagoRegistrado as PagoRegistradoWire } from '../contracts/pago.ts';
import { MSG } from '../messages.ts';
import { pesosSchema } from './factura.ts';
import { ID_MAX, idCampo } from './fields.ts';

/** One line of POST /pago/pagar: an abono on one invoice. */
export const pagoLineaSchema = z.object({
  factura_id: idCampo('factura_id'),
  abono: pesosSchema('abono', MSG.abonoInvalido),
  num_factura_sii: z
    .string()
    .trim()
    .max(50, { error: MSG.campoInvalido('num_factura_sii') })
    .optional()
    .default(''),
  comentarios: z
    .string()
    .trim()
    .max(2000, { error: MSG.campoInvalido('comentarios') })
    .optional()
    .default(''),
});
export type PagoLinea = z.output<typeof pagoLineaSchema>;

/** POST /pago/pagar: lines keyed pago0, pago1, … (at least one, at most 100). */
export const pagarSchema = z
  .record(z.string().regex(/^pago\d{1,3}$/, { error: MSG.campoInvalido('pago') }), pagoLineaSchema)
  .refine((r) => Object.keys(r).length > 0 && Object.keys(r).length <= 100, { error: MSG.abonoInvalido })
  .transform((r) =>
    Object.entries(r)
      .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
      .map(([, v]) => v),
  );
export type PagarInput = Record<string, z.input<typeof pagoLineaSchema>>;

/** The `ids` field of POST /pago/comprobante: a JSON array or a comma list of pago ids. */
export function parsePagoIds(raw: string): number[] | null {
  const text = raw.trim();
  let items: unknown[];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch {
      return null;
    }
  } else items = text.split(',').map((s) => s.trim());
  const ids = items.map((v) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : NaN,
  );
  if (ids.length === 0 || ids.length > 100 || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > ID_MAX))
    return null;
  return [...new Set(ids)];
}

/** One answered payment line (the wire form of the contract's schema). */
export type PagoRegistrado = PagoRegistradoWire;
