import { descargarArchivo, descargarZip } from '@agro/domain/contracts/servicio';
import { urlOf } from '../../../lib/url-of.ts';
import type { ArchivoServicio } from './get-archivos.ts';

/** descargar/servicios/{nombre}.{extension}: as attachment (original name) or inline for the preview. */
export const archivoUrl = (a: Pick<ArchivoServicio, 'nombre' | 'extension'>, inline = false) =>
  urlOf(descargarArchivo, {
    params: { file: `${a.nombre}.${a.extension}` },
    query: inline ? { inline: '1' } : {},
  });

/** One period's files as a ZIP (beyond the spec: "Descargar todo"). */
export const zipUrl = (
  servicioId: number,
  inicio: string,
  termino: string,
  grupo: 'edeb' | 'sensores' | 'global',
) => urlOf(descargarZip, { params: { servicio_id: servicioId, inicio, termino }, query: { grupo } });

export type TipoVista = 'imagen' | 'video' | 'pdf' | 'descarga';

/** How a file is previewed: images, video and PDF in the modal; anything else (Word) is downloaded. */
export function tipoVista(extension: string): TipoVista {
  const ext = extension.toLowerCase();
  if (['png', 'jpg', 'jpeg', 'gif'].includes(ext)) return 'imagen';
  if (['mp4', 'webm'].includes(ext)) return 'video';
  if (ext === 'pdf') return 'pdf';
  return 'descarga';
}

/** Starts a browser download of a URL (the server names the file via Content-Disposition). */
export function startDownload(url: string, filename?: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
