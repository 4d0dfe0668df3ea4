import { z } from 'zod';
import { idCampo } from '../schemas/fields.ts';
import { binary, endpoint, ok } from './endpoint.ts';

/** The tutorial manuals: one per area. */
export const MANUALES = ['empleado', 'cliente', 'admin'] as const;
export type Manual = (typeof MANUALES)[number];
export const manualSchema = z.enum(MANUALES);

/** A tutorial of a manual, in its order. */
export const videoSchema = z.object({ video_id: z.number(), titulo: z.string(), orden: z.number() });
export type VideoTutorial = z.input<typeof videoSchema>;

// Both files of one tutorial (the video and its captions) are named by the tutorial's id.
const videoParams = z.object({ id: idCampo('id') });
const porId = { resource: 'video', param: 'id' } as const;

/**
 * Which recording: the desktop one (default) or the one made at phone width (375 px), which falls
 * back to the desktop one where a tutorial has none (decision 019).
 */
export const FORMATOS_VIDEO = ['escritorio', 'movil'] as const;
export type FormatoVideo = (typeof FORMATOS_VIDEO)[number];
const videoQuery = z.object({ formato: z.enum(FORMATOS_VIDEO).optional() });

/** Where a tutorial's phone recording is stored: beside the desktop file, `-movil` before the extension. */
export const claveMovil = (key: string) => key.replace(/(\.[A-Za-z0-9]+)$/, '-movil$1');

export const verVideo = endpoint({
  method: 'GET',
  path: '/video/:id',
  access: 'session',
  record: porId,
  params: videoParams,
  querystring: videoQuery,
  response: binary,
  summary: 'Video tutorial (MP4, admite Range: 206); 404 si es de otro manual',
});

export const subtitulosVideo = endpoint({
  method: 'GET',
  path: '/video/:id/subtitulos',
  access: 'session',
  record: porId,
  params: videoParams,
  querystring: videoQuery,
  response: binary,
  summary: 'Subtítulos en español (WebVTT) del video tutorial; 404 si es de otro manual o no tiene',
});

export const videosManual = endpoint({
  method: 'GET',
  path: '/video/manual/:manual',
  access: 'session',
  record: { resource: 'manual', param: 'manual' },
  params: z.object({ manual: manualSchema }),
  response: ok({ videos: z.array(videoSchema) }),
  summary: 'Los tutoriales de un manual, en orden',
});
