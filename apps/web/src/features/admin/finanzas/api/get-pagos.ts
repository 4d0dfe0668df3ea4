import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api, type ApiBody } from '../../../../lib/request.ts';

/** A payment as GET factura/pagos/cp/{cp} answers it. */
export interface PagoHistorial {
  pago_id: number;
  factura_id: number;
  facturarel_id: number;
  monto: number;
  fecha_pago: string;
  num_factura_sii: string;
  comentarios: string;
  archivo_nom: string | null;
  archivo_ext: string | null;
}

export const pagosCpQuery = (cpId: number | null) =>
  queryOptions({
    queryKey: ['factura', 'pagos', cpId],
    queryFn: async () => (await api<ApiBody & { pagos: PagoHistorial[] }>(`factura/pagos/cp/${cpId}`)).pagos,
    enabled: cpId !== null,
  });

export const usePagosCp = (cpId: number | null) => useQuery(pagosCpQuery(cpId));

/** descargar/pagos/{archivo}: the receipt of a payment. */
export const comprobanteUrl = (p: { archivo_nom: string; archivo_ext: string | null }) =>
  `${API_BASE}descargar/pagos/${p.archivo_nom}.${p.archivo_ext}`;
