import { descargarArchivo } from '@agro/domain/contracts/servicio';
import { urlOf } from '../../../lib/url-of.ts';
import type { ArchivoServicio } from './get-archivos.ts';

/** descargar/servicios/{nombre}.{extension}: as attachment (original name) or inline for the preview. */
export const archivoUrl = (a: Pick<ArchivoServicio, 'nombre' | 'extension'>, inline = false) =>
  urlOf(descargarArchivo, {
    params: { file: `${a.nombre}.${a.extension}` },
    query: inline ? { inline: '1' } : {},
  });
