import { descargarComprobante as descargarComprobanteContract } from '@agro/domain/contracts/pago';
import { descargarArchivo, obtenerArchivo } from '../../../lib/descargar.ts';
import { urlOf } from '../../../lib/url-of.ts';
import type { Pago } from './get-pagos.ts';

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
