import { and, asc, eq } from 'drizzle-orm';
import type { Manual } from '@agro/domain/contracts/video';
import { ID_MAX } from '@agro/domain/schemas/fields';
import type { AppContext } from '../../context.ts';
import { videoTutorial } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertManualVisible, loadVideoFor } from './policy.ts';

/** A stored file to stream: its storage key and content type. */
export interface Archivo {
  key: string;
  contentType: string;
}

/** GET /video/{id}: the tutorial's stored video. */
export async function video(ctx: AppContext, actor: Actor, videoId: number): Promise<Archivo> {
  const v = await loadVideoFor(ctx.database.db, actor, videoId);
  return { key: v.storageKey, contentType: v.mime };
}

/** GET /video/{id}/subtitulos: the tutorial's Spanish caption track (same access as the video). */
export async function subtitulos(ctx: AppContext, actor: Actor, videoId: number): Promise<Archivo> {
  const v = await loadVideoFor(ctx.database.db, actor, videoId);
  if (!v.subtitulosKey) throw notFound();
  return { key: v.subtitulosKey, contentType: 'text/vtt; charset=utf-8' };
}

/** GET /video/manual/{manual}: its tutorials in order. */
export async function videosDe(ctx: AppContext, actor: Actor, manual: Manual) {
  assertManualVisible(actor, manual);
  return ctx.database.db
    .select({ video_id: videoTutorial.videoId, titulo: videoTutorial.titulo, orden: videoTutorial.orden })
    .from(videoTutorial)
    .where(eq(videoTutorial.manual, manual))
    .orderBy(asc(videoTutorial.orden), asc(videoTutorial.videoId));
}

/** GET /static/videos/{manual}/{id}.jpg: a tutorial's thumbnail. */
export async function miniatura(
  ctx: AppContext,
  actor: Actor,
  manual: Manual,
  videoId: number,
): Promise<Archivo> {
  assertManualVisible(actor, manual);
  if (videoId > ID_MAX) throw notFound();
  const [v] = await ctx.database.db
    .select({ key: videoTutorial.thumbnailKey })
    .from(videoTutorial)
    .where(and(eq(videoTutorial.videoId, videoId), eq(videoTutorial.manual, manual)));
  if (!v?.key) throw notFound();
  return { key: v.key, contentType: 'image/jpeg' };
}
