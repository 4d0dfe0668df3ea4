import { descargarLog } from '@agro/domain/contracts/operaciones';
import { guardarBlob } from '../../../../lib/descargar.ts';
import { request } from '../../../../lib/request.ts';
import { urlOf } from '../../../../lib/url-of.ts';

/** GET descargar/logs/{archivo_nom}.{archivo_ext}: saves the entry's JSON detail as a file. */
export async function descargarLogArchivo(log: {
  archivo_nom: string;
  archivo_ext: string;
}): Promise<boolean> {
  const archivo = `${log.archivo_nom}.${log.archivo_ext}`;
  const r = await request<unknown>(descargarLog, urlOf(descargarLog, { params: { archivo } }));
  if (r.status !== 200 || r.datos === null) return false;
  // The entry is JSON, which request() parses: written back indented, as the file people read.
  const blob =
    r.datos instanceof Blob
      ? r.datos
      : new Blob([JSON.stringify(r.datos, null, 2)], { type: 'application/json' });
  guardarBlob(blob, archivo);
  return true;
}
