import { z } from 'zod';
import { binary, endpoint } from './endpoint.ts';
import { manualSchema } from './video.ts';

/**
 * Private pictures served under /static (not /api/v1): each answers only a caller who may see it,
 * and 404 to anyone else. Their paths are relative to STATIC_PREFIX.
 */
export const STATIC_PREFIX = '/static';

// Stored names are 32 hex characters (lib/crypto newFileName) with the picture's extension.
const imagenParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpe?g)$/) });

export const archivoAvatar = endpoint({
  method: 'GET',
  path: '/avatars/:file',
  access: 'session',
  record: { resource: 'avatar', param: 'file' },
  params: imagenParams,
  response: binary,
  summary: 'Avatar de un usuario visible (nombre de GET /usuario/avatar)',
});

export const archivoImagenParcela = endpoint({
  method: 'GET',
  path: '/parcelas/:file',
  access: 'session',
  record: { resource: 'imagenParcela', param: 'file' },
  params: imagenParams,
  response: binary,
  summary: 'Imagen de un territorio visible (nombre de GET /parcela/avatar)',
});

export const miniaturaVideo = endpoint({
  method: 'GET',
  path: '/videos/:manual/:file',
  access: 'session',
  record: { resource: 'manual', param: 'manual' },
  params: z.object({ manual: manualSchema, file: z.string().regex(/^\d+\.jpg$/) }),
  response: binary,
  summary: 'Miniatura de un video tutorial del manual del llamador',
});
