import type { Endpoint } from '@agro/domain/contracts/endpoint';
import { MSG } from '@agro/domain/messages';
import { ApiError, request, type ApiBody } from './request.ts';
import { urlOf, type UrlArgsOf } from './url-of.ts';

/** A file answer of the API (a PDF, a receipt) as a Blob; failures throw with the server's message. */
export async function obtenerArchivo<E extends Endpoint>(e: E, ...args: UrlArgsOf<E>): Promise<Blob> {
  const r = await request<Blob>(e, urlOf(e, ...args));
  if (r.status === 200 && r.datos instanceof Blob) return r.datos;
  const mensaje = (r.datos as ApiBody | null)?.mensaje;
  throw new ApiError(r.status, typeof mensaje === 'string' ? mensaje : (r.error ?? MSG.errorSolicitud));
}

/** Starts a browser download of a URL (without `filename`, the server names the file via Content-Disposition). */
export function startDownload(url: string, filename?: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves a Blob under `nombre` through a temporary link (the one place that does it). */
export function guardarBlob(blob: Blob, nombre: string) {
  const url = URL.createObjectURL(blob);
  startDownload(url, nombre);
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
