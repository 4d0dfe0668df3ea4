import { and, asc, eq } from 'drizzle-orm';
import { claveMovil, type FormatoVideo, type Manual } from '@agro/domain/contracts/video';
import { ID_MAX } from '@agro/domain/schemas/fields';
import type { AppContext } from '../../context.ts';
import { videoTutorial } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { RecordOf } from '../../policies/index.ts';

/** A tutorial as its policy loads it (the route's `record`). */
type Video = RecordOf<'video'>;

/** A stored file to stream: its storage key and content type. */
export interface Archivo {
  key: string;
  contentType: string;
}

/** The phone recording's key when asked for and stored; the desktop one otherwise. */
async function variante(ctx: AppContext, key: string, formato: FormatoVideo | undefined) {
  if (formato !== 'movil') return key;
  const movil = claveMovil(key);
  return (await ctx.storage.size(movil)) === null ? key : movil;
}

/** GET /video/{id}: the tutorial's stored video (`?formato=movil`: its phone-width recording). */
export async function video(ctx: AppContext, v: Video, formato?: FormatoVideo): Promise<Archivo> {
  return { key: await variante(ctx, v.storageKey, formato), contentType: v.mime };
}

/** GET /video/{id}/subtitulos: the tutorial's Spanish caption track (same access and format as the video). */
export async function subtitulos(ctx: AppContext, v: Video, formato?: FormatoVideo): Promise<Archivo> {
  if (!v.subtitulosKey) throw notFound();
  // The captions follow the video: the phone's when that recording is the one played.
  const conMovil = formato === 'movil' && (await variante(ctx, v.storageKey, 'movil')) !== v.storageKey;
  return {
    key: conMovil ? await variante(ctx, v.subtitulosKey, 'movil') : v.subtitulosKey,
    contentType: 'text/vtt; charset=utf-8',
  };
}

/** GET /video/manual/{manual}: its tutorials in order (the manual already authorized). */
export function videosDe(ctx: AppContext, manual: Manual) {
  return ctx.database.db
    .select({ video_id: videoTutorial.videoId, titulo: videoTutorial.titulo, orden: videoTutorial.orden })
    .from(videoTutorial)
    .where(eq(videoTutorial.manual, manual))
    .orderBy(asc(videoTutorial.orden), asc(videoTutorial.videoId));
}

/** GET /static/videos/{manual}/{id}.jpg: a tutorial's thumbnail (the manual already authorized). */
export async function miniatura(ctx: AppContext, manual: Manual, videoId: number): Promise<Archivo> {
  if (videoId > ID_MAX) throw notFound();
  const [v] = await ctx.database.db
    .select({ key: videoTutorial.thumbnailKey })
    .from(videoTutorial)
    .where(and(eq(videoTutorial.videoId, videoId), eq(videoTutorial.manual, manual)));
  if (!v?.key) throw notFound();
  return { key: v.key, contentType: 'image/jpeg' };
}
