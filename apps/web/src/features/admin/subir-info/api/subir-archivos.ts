import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { Rango } from '@agro/domain/periods';
import type { ArchivoSubido } from '@agro/domain/schemas/subida';
import { API_BASE, ApiError, type ApiBody } from '../../../../lib/request.ts';

export type ArchivosPorCampo = Record<string, File | null>;

/**
 * POST servicio/subir/{grupo}/{servicio_id}/{start}/{end} as multipart, one part per filled slot.
 * XMLHttpRequest (with credentials) rather than fetch, because only it reports upload progress.
 */
export function subirArchivos(
  grupo: GrupoArchivos,
  servicioId: number,
  r: Rango,
  archivos: ArchivosPorCampo,
  onProgress: (loaded: number) => void,
): Promise<ApiBody & { archivos: ArchivoSubido[] }> {
  const fd = new FormData();
  for (const [campo, file] of Object.entries(archivos)) if (file) fd.append(campo, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}servicio/subir/${grupo}/${servicioId}/${r.inicio}/${r.termino}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      const body = (xhr.response ?? null) as (ApiBody & { archivos: ArchivoSubido[] }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else
        reject(
          new ApiError(
            xhr.status,
            typeof body?.mensaje === 'string' ? body.mensaje : MSG.archivosNoSubidos,
            body,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(null, MSG.errorSolicitud));
    xhr.onabort = () => reject(new ApiError(null, MSG.errorSolicitud));
    xhr.send(fd);
  });
}

/** Bytes a group's upload sends (for one progress bar over several requests). */
export const bytesDe = (archivos: ArchivosPorCampo) =>
  Object.values(archivos).reduce((s, f) => s + (f?.size ?? 0), 0);
