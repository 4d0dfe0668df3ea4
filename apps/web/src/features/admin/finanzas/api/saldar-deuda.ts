import { useQueryClient } from '@tanstack/react-query';
import type { PagarInput, PagoRegistrado } from '@agro/domain/schemas/pago';
import { api, type ApiBody } from '../../../../lib/request.ts';

/** POST pago/pagar: the lines keyed pago0, pago1, … */
export async function pagar(body: PagarInput): Promise<PagoRegistrado[]> {
  return (await api<ApiBody & { pagos: PagoRegistrado[] }>('pago/pagar', 'POST', body)).pagos;
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
