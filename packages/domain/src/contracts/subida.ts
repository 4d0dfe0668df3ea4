import { z } from 'zod';
import { MSG } from '../messages.ts';
import { endpoint } from './endpoint.ts';
import { subidaIdSchema } from '../schemas/subida-reanudable.ts';

// The tus protocol's headers, documented; tus itself checks them (412/400 with our JSON body), so
// they are optional here and every other header stays as it came.
const cabecera = (description: string) => z.string().optional().meta({ description });
const tusResumable = cabecera('Versión del protocolo tus: `1.0.0` (obligatoria; 412 sin ella)');
const idParams = z.object({ id: subidaIdSchema });
/** The upload a request continues, checked by its policy before tus reads a byte. */
const propia = {
  resource: 'subida',
  param: 'id',
  action: 'update',
  notFound: MSG.subidaNoEncontrada,
} as const;

/** The tus answers carry no body: what they say is in their headers. */
const sinCuerpo = (description: string) => z.unknown().meta({ description });

/**
 * Resumable report uploads (tus 1.0, decision 011). Only tus clients call them (the browser's
 * tus-js-client); each refusal answers `{status:"error", mensaje}` like every other endpoint, with
 * tus's headers (`Tus-Resumable`) kept. An upload is its creator's: anyone else gets 404.
 */
export const crearSubida = endpoint({
  method: 'POST',
  path: '/subidas',
  access: 'staff',
  headers: z.looseObject({
    'tus-resumable': tusResumable,
    'upload-length': cabecera('Tamaño total del archivo en bytes, dentro del límite de su espacio (413)'),
    'upload-metadata': cabecera(
      'Pares `clave base64` separados por comas: servicio_id, grupo, start, end, campo y filename; un GeoTIFF (campo rasterN) lleva además `raster`, su descripción JSON',
    ),
  }),
  status: 201,
  response: sinCuerpo('Subida creada: su dirección en la cabecera Location'),
  summary: 'Crea una subida reanudable (tus: Upload-Length, Upload-Metadata)',
});

export const avanceSubida = endpoint({
  method: 'HEAD',
  path: '/subidas/:id',
  access: 'staff',
  record: propia,
  params: idParams,
  headers: z.looseObject({ 'tus-resumable': tusResumable }),
  response: sinCuerpo('Bytes ya recibidos en la cabecera Upload-Offset, tamaño en Upload-Length'),
  summary: 'Cuántos bytes de la subida ya llegaron (tus: Upload-Offset)',
});

export const enviarSubida = endpoint({
  method: 'PATCH',
  path: '/subidas/:id',
  access: 'staff',
  record: propia,
  params: idParams,
  headers: z.looseObject({
    'tus-resumable': tusResumable,
    'upload-offset': cabecera('Desde qué byte sigue este envío: el Upload-Offset recibido (409 si no)'),
    'content-type': cabecera('`application/offset+octet-stream`'),
  }),
  status: 204,
  response: sinCuerpo('Bytes agregados: el nuevo avance en la cabecera Upload-Offset'),
  summary: 'Agrega bytes a la subida desde Upload-Offset (tus)',
});

export const cancelarSubida = endpoint({
  method: 'DELETE',
  path: '/subidas/:id',
  access: 'staff',
  record: propia,
  params: idParams,
  headers: z.looseObject({ 'tus-resumable': tusResumable }),
  status: 204,
  response: sinCuerpo('Subida cancelada: lo recibido y su registro se borraron'),
  summary: 'Cancela la subida y borra lo recibido (tus)',
});
