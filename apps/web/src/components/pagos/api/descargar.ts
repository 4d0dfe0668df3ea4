import type { Endpoint } from '@agro/domain/contracts/endpoint';
import { MSG } from '@agro/domain/messages';
import { ApiError, request, type ApiBody } from '../../../lib/request.ts';
import { urlOf, type UrlArgsOf } from '../../../lib/url-of.ts';

/** A file answer of the API (a PDF, a receipt) as a Blob; failures throw with the server's message. */
export async function obtenerArchivo<E extends Endpoint>(e: E, ...args: UrlArgsOf<E>): Promise<Blob> {
  const r = await request<Blob>(e, urlOf(e, ...args));
  if (r.status === 200 && r.datos instanceof Blob) return r.datos;
  const mensaje = (r.datos as ApiBody | null)?.mensaje;
  throw new ApiError(r.status, typeof mensaje === 'string' ? mensaje : (r.error ?? MSG.errorSolicitud));
}

/** Saves a Blob under `nombre` through a temporary link (the one place that does it). */
export function guardarBlob(blob: Blob, nombre: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file answer of the API under `nombre` (the session cookie goes with the request). */
export async function descargarArchivo<E extends Endpoint>(
  nombre: string,
  e: E,
  ...args: UrlArgsOf<E>
): Promise<void> {
  guardarBlob(await obtenerArchivo(e, ...args), nombre);
}
