import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import {
  COMPROBANTE_ACCEPT,
  MAX_COMPROBANTE_BYTES,
  envioComentariosSchema,
  errorAbono,
} from '@agro/domain/schemas/envio';
import type { EnvioInput } from '../../../features/envio/api/enviar-comprobante.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';

const TIPOS = COMPROBANTE_ACCEPT.split(',');

/** What is wrong with the chosen receipt: missing, another type, or too large. */
export function errorArchivo(archivo: File | null): string | null {
  if (!archivo) return MSG.envioComprobanteRequerido;
  if (!TIPOS.includes(archivo.type)) return MSG.envioComprobanteFormato;
  if (archivo.size > MAX_COMPROBANTE_BYTES) return `${MSG.archivoMuyGrande} (10 MB)`;
  return null;
}

export type Abonos = Record<string, number | string>;
// An invoice's abono is its saldo until the client types another amount.
export const abonoDe = (abonos: Abonos, f: Factura) => abonos[f.factura_id] ?? f.saldo;

/** The receipt's form for these invoices: the server's rules (errorAbono, the comment) and the file's. */
export function comprobanteSchema(cp: number, facturas: Factura[]) {
  return z
    .object({
      abonos: z.record(z.string(), z.union([z.number(), z.string()])).superRefine((abonos, ctx) => {
        for (const f of facturas) {
          const error = errorAbono(abonoDe(abonos, f), f.saldo);
          if (error) ctx.addIssue({ code: 'custom', path: [String(f.factura_id)], message: error });
        }
      }),
      archivo: z.custom<File | null>().superRefine((a, ctx) => {
        const error = errorArchivo(a);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
      comentarios: envioComentariosSchema,
    })
    .transform(({ abonos, archivo, comentarios }): EnvioInput => ({
      cp,
      lineas: facturas.map((f) => ({ factura_id: f.factura_id, abono: Number(abonoDe(abonos, f)) })),
      archivo: archivo!,
      comentarios,
    }));
}

/** "Total transferido": the abonos as typed (the saldo where none is), an unreadable one counting 0. */
export const totalTransferido = (facturas: Factura[], abonos: Abonos) =>
  facturas.reduce((s, f) => s + (Number(abonoDe(abonos, f)) || 0), 0);
