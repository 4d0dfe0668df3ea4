import { MSG } from '@agro/domain/messages';
import { ApiError, request, type ApiBody } from '../../../lib/request.ts';

/** A file answer of the API (a PDF, a receipt) as a Blob; failures throw with the server's message. */
export async function obtenerArchivo(path: string): Promise<Blob> {
  const r = await request<Blob>(path);
  if (r.status === 200 && r.datos instanceof Blob) return r.datos;
  const mensaje = (r.datos as ApiBody | null)?.mensaje;
  throw new ApiError(r.status, typeof mensaje === 'string' ? mensaje : (r.error ?? MSG.errorSolicitud));
}

/** Downloads a file answer of the API under `nombre` (the session cookie goes with the request). */
export async function descargarArchivo(path: string, nombre: string): Promise<void> {
  const url = URL.createObjectURL(await obtenerArchivo(path));
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
