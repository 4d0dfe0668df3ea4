import { useQueryClient } from '@tanstack/react-query';
import type { PagarInput, PagoRegistrado } from '@agro/domain/schemas/pago';
import { api, type ApiBody } from '../../../../lib/request.ts';

// The submission in progress and its idempotency key. A retry of the same lines after a failure
// (a lost answer, a double click) sends the same key, so the server records the payment once;
// once a payment is recorded, the next submission is a new payment with a new key.
let envio: { lineas: string; clave: string } | null = null;

/** POST pago/pagar: the lines keyed pago0, pago1, …, with one Idempotency-Key per submission. */
export async function pagar(body: PagarInput): Promise<PagoRegistrado[]> {
  const lineas = JSON.stringify(body);
  if (envio?.lineas !== lineas) envio = { lineas, clave: crypto.randomUUID() };
  const { clave } = envio;
  const res = await api<ApiBody & { pagos: PagoRegistrado[] }>('pago/pagar', 'POST', body, false, {
    'Idempotency-Key': clave,
  });
  if (envio?.clave === clave) envio = null;
  return res.pagos;
}

/** POST pago/comprobante: multipart file0 and the payments it covers. */
export async function subirComprobante(file: File, ids: number[]): Promise<void> {
  const fd = new FormData();
  fd.append('ids', JSON.stringify(ids));
  fd.append('file0', file, file.name);
  await api('pago/comprobante', 'POST', fd, true);
}

/** Refreshes the invoice lists and payment histories after a payment. */
export function useRefrescarFinanzas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['factura'] });
}
