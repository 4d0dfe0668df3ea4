import { useQuery } from '@tanstack/react-query';
import type { EstadoFactura, TipoPago } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { api, ApiError, request, type ApiBody } from '../../../lib/request.ts';

export interface Factura {
  factura_id: number;
  facturarel_id: number;
  nombre: string;
  comentarios: string;
  tipo_pago: TipoPago;
  total: number;
  saldo: number;
  estado: EstadoFactura;
  vencida: boolean;
  fecha_emision: string;
  fecha_vencimiento: string;
  servicio_id: number | null;
  tipo_servicio: string | null;
  parcelarel_id: number | null;
  parcela_nombre: string | null;
  cp_id: number;
}

export interface Pago {
  pago_id: number;
  factura_id: number;
  facturarel_id: number;
  factura_nombre: string;
  monto: number;
  fecha_pago: string;
  num_factura_sii: string;
  comentarios: string;
  archivo_nom: string | null;
  archivo_ext: string | null;
  archivo_original: string | null;
}

/** GET factura/cp/{cp_id} (every invoice; the screens split pending, overdue and paid). */
export const useFacturasCp = (cp: number | undefined) =>
  useQuery({
    queryKey: ['factura', 'cp', cp],
    queryFn: async () => (await api<ApiBody & { facturas: Factura[] }>(`factura/cp/${cp}`)).facturas,
    enabled: cp !== undefined,
  });

/** GET factura/pagos/cp/{cp_id}, newest first. */
export const usePagosCp = (cp: number | undefined) =>
  useQuery({
    queryKey: ['factura', 'pagos', cp],
    queryFn: async () => (await api<ApiBody & { pagos: Pago[] }>(`factura/pagos/cp/${cp}`)).pagos,
    enabled: cp !== undefined,
  });

/** GET descargar/pagos/{nombre}.{ext}: the receipt as a Blob, saved under its original name. */
export async function descargarComprobante(p: Pago): Promise<void> {
  const r = await request<Blob>(`descargar/pagos/${p.archivo_nom}.${p.archivo_ext}`);
  if (r.status !== 200 || !(r.datos instanceof Blob))
    throw new ApiError(r.status, r.error ?? MSG.errorSolicitud);
  const url = URL.createObjectURL(r.datos);
  const a = document.createElement('a');
  a.href = url;
  a.download = p.archivo_original ?? `comprobante.${p.archivo_ext}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
