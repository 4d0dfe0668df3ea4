export type TipoVista = 'imagen' | 'video' | 'pdf' | 'descarga';

/** How a file is previewed: images, video and PDF in the modal; anything else (Word) is downloaded. */
export function tipoVista(extension: string): TipoVista {
  const ext = extension.toLowerCase();
  if (['png', 'jpg', 'jpeg', 'gif'].includes(ext)) return 'imagen';
  if (['mp4', 'webm'].includes(ext)) return 'video';
  if (ext === 'pdf') return 'pdf';
  return 'descarga';
}
