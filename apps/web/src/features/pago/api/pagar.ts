import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { IDEMPOTENCY_HEADER, pagar as pagarContract } from '@agro/domain/contracts/pago';
import type { PagarInput } from '@agro/domain/schemas/pago';
import { call } from '../../../lib/api-client.ts';
import { facturaKeys } from '../../factura/api/keys.ts';

// The submission in progress and its idempotency key. A retry of the same lines after a failure
// (a lost answer, a double click) sends the same key, so the server records the payment once;
// once a payment is recorded, the next submission is a new payment with a new key.
let envio: { lineas: string; clave: string } | null = null;

/** POST pago/pagar: the lines keyed pago0, pago1, …, with one Idempotency-Key per submission. */
export async function pagar(body: PagarInput): Promise<ResponseOf<typeof pagarContract>['pagos']> {
  const lineas = JSON.stringify(body);
  if (envio?.lineas !== lineas) envio = { lineas, clave: crypto.randomUUID() };
  const { clave } = envio;
  const res = await call(pagarContract, { body, headers: { [IDEMPOTENCY_HEADER]: clave } });
  if (envio?.clave === clave) envio = null;
  return res.pagos;
}

/** Refreshes every invoice list and payment history (every area) after a payment. */
export function useRefrescarFinanzas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: facturaKeys.all });
}
