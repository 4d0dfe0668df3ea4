import { z } from 'zod';
import { EXTENSIONES, MAX_BYTES } from '@agro/domain/constants';
import { formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { pagoLineaSchema, type PagarInput } from '@agro/domain/schemas/pago';

const ACEPTADOS = ['pdf', ...EXTENSIONES.imagen];

function problemaRecibo(file: File | null): string | null {
  if (!file) return MSG.seleccioneArchivo;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACEPTADOS.includes(ext)) return `${MSG.tipoArchivoNoPermitido} (PDF o imagen)`;
  if (file.size > MAX_BYTES.documento) return MSG.archivoMuyGrande;
  return null;
}

const abonoExcede = (saldo: number) => `${MSG.abonoSuperaSaldo} (${formatMoney(saldo)})`;

/** What a line adds to "Total a pagar": only an abono that will be accepted (0 < abono ≤ saldo). */
export const abonoValido = (v: number | string | undefined, saldo: number) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= saldo ? v : 0;

/**
 * Saldar Deuda's form (docs/RULES.md#validation): an abono per chosen invoice (`abonos`, by factura_id:
 * whole pesos, at most its saldo; a 0 is allowed and not sent, but one line must be above 0), the SII
 * number and comments of pago/pagar's lines, and the receipt. Parses to pago/pagar's body and the file.
 */
export function saldarDeudaSchema(saldos: ReadonlyMap<number, number>) {
  return z
    .object({
      abonos: z.record(z.string(), z.union([z.number(), z.string()])).superRefine((abonos, ctx) => {
        let errores = 0;
        let aPagar = 0;
        for (const [id, v] of Object.entries(abonos)) {
          const saldo = saldos.get(Number(id)) ?? 0;
          const n = typeof v === 'number' ? v : NaN;
          const error =
            n > saldo ? abonoExcede(saldo) : !Number.isInteger(n) || n < 0 ? MSG.abonoInvalido : null;
          if (error) ctx.addIssue({ code: 'custom', path: [id], message: error });
          errores += Number(error !== null);
          aPagar += Number(n > 0);
        }
        if (aPagar === 0 && errores === 0) ctx.addIssue({ code: 'custom', message: MSG.abonoInvalido });
      }),
      num_factura_sii: pagoLineaSchema.shape.num_factura_sii,
      comentarios: pagoLineaSchema.shape.comentarios,
      file: z.custom<File | null>().superRefine((f, ctx) => {
        const problema = problemaRecibo(f);
        if (problema) ctx.addIssue({ code: 'custom', message: problema });
      }),
    })
    .transform(({ abonos, num_factura_sii, comentarios, file }) => ({
      // Only amounts above 0 are sent (docs/RULES.md#validation), keyed pago0, pago1, …
      body: Object.fromEntries(
        Object.entries(abonos)
          .filter(([, v]) => Number(v) > 0)
          .map(([id, v], i) => [
            `pago${i}`,
            { factura_id: Number(id), abono: Number(v), num_factura_sii, comentarios },
          ]),
      ) as PagarInput,
      file: file!,
    }));
}
