import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { pagosCp } from '@agro/domain/contracts/factura';
import { descargarComprobante as descargarComprobanteContract } from '@agro/domain/contracts/pago';
import { call } from '../../../lib/api-client.ts';
import { descargarArchivo, obtenerArchivo } from '../../../components/pagos/api/descargar.ts';
import { urlOf } from '../../../lib/url-of.ts';
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
const archivoDe = (p: ConArchivo) => ({ params: { file: `${p.archivo_nom}.${p.archivo_ext}` } });

/** descargar/pagos/{archivo}: the receipt of a payment, as a link. */
export const comprobanteUrl = (p: ConArchivo) => urlOf(descargarComprobanteContract, archivoDe(p));

/** GET descargar/pagos/{nombre}.{ext}: the receipt as a Blob, saved under its original name. */
export const descargarComprobante = (p: ConArchivo & { archivo_original?: string | null }) =>
  descargarArchivo(
    p.archivo_original ?? `comprobante.${p.archivo_ext}`,
    descargarComprobanteContract,
    archivoDe(p),
  );

/** GET descargar/pagos/{nombre}.{ext}: the receipt as a Blob, for a preview. */
export const obtenerComprobante = (p: ConArchivo) =>
  obtenerArchivo(descargarComprobanteContract, archivoDe(p));
