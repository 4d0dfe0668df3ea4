import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf, type ResponseOf } from '@agro/domain/contracts/endpoint';
import { pagosCp } from '@agro/domain/contracts/factura';
import { descargarComprobante as descargarComprobanteContract } from '@agro/domain/contracts/pago';
import { MSG } from '@agro/domain/messages';
import { call } from '../../../lib/api-client.ts';
import { exportUrl } from '../../../lib/export-url.ts';
import { ApiError, request } from '../../../lib/request.ts';
import { facturaKeys } from '../../factura/api/keys.ts';

/** A payment of a company's history, with its invoice and receipt. */
export type Pago = ResponseOf<typeof pagosCp>['pagos'][number];

/** GET factura/pagos/cp/{cp_id}, newest first (back office and client alike). */
export const pagosCpQuery = (cp: number | null | undefined) =>
  queryOptions({
    queryKey: facturaKeys.pagosCp(cp),
    queryFn: async () => (await call(pagosCp, { params: { cp_id: cp! } })).pagos,
    enabled: cp !== null && cp !== undefined,
  });
export const usePagosCp = (cp: number | null | undefined) => useQuery(pagosCpQuery(cp));

type ConArchivo = Pick<Pago, 'archivo_nom' | 'archivo_ext'>;
const archivoDe = (p: ConArchivo) => ({ file: `${p.archivo_nom}.${p.archivo_ext}` });

/** descargar/pagos/{archivo}: the receipt of a payment, as a link. */
export const comprobanteUrl = (p: ConArchivo) => exportUrl(descargarComprobanteContract, archivoDe(p), {});

/** GET descargar/pagos/{nombre}.{ext}: the receipt as a Blob, saved under its original name. */
export async function descargarComprobante(p: Pago): Promise<void> {
  const r = await request<Blob>(pathOf(descargarComprobanteContract, archivoDe(p)));
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
