import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { miniaturaVideo } from '@agro/domain/contracts/static-files';
import {
  subtitulosVideo,
  verVideo,
  videosManual,
  type FormatoVideo,
  type Manual,
} from '@agro/domain/contracts/video';
import { cuesDeVtt } from '@agro/domain/vtt';
import { call } from '../../../lib/api-client.ts';
import { urlOf } from '../../../lib/url-of.ts';

export type { Manual };
/** A tutorial of a manual, in its order. */
export type VideoTutorial = ResponseOf<typeof videosManual>['videos'][number];

/** GET /video/manual/{manual}: the manual's tutorials in order. */
export const videosQuery = (manual: Manual) =>
  queryOptions({
    queryKey: ['video', 'manual', manual],
    queryFn: async () => (await call(videosManual, { params: { manual } })).videos,
    staleTime: 10 * 60_000,
  });

export const useVideos = (manual: Manual) => useQuery(videosQuery(manual));

// The desktop recording is the default: its URL carries no query.
const conFormato = (id: number | string, formato: FormatoVideo) => ({
  params: { id },
  query: formato === 'movil' ? { formato } : {},
});

/** The tutorial stream (GET /video/{id}, Range-capable) used as the <video> source; the phone recording or the desktop one. */
export const videoUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  urlOf(verVideo, conFormato(id, formato));

/** Its Spanish caption track (GET /video/{id}/subtitulos, WebVTT), same access and format as the video. */
export const subtitulosUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  urlOf(subtitulosVideo, conFormato(id, formato));

/** The captions as steps, to read under the video without playing it. */
export const usePasos = (id: string, formato: FormatoVideo, enabled: boolean) =>
  useQuery({
    queryKey: ['video', 'pasos', id, formato],
    queryFn: async () => {
      const res = await fetch(subtitulosUrl(id, formato), { credentials: 'include' });
      return res.ok ? cuesDeVtt(await res.text()) : [];
    },
    enabled,
    staleTime: 10 * 60_000,
  });

/** Thumbnails live under the uploads path: videos/{manual}/{id}.jpg. */
export const thumbnailUrl = (manual: Manual, id: number) =>
  urlOf(miniaturaVideo, { params: { manual, file: `${id}.jpg` } });

/** Whether the video answers 200/206 (docs/RULES.md#api: "status 200 means available"), asking for one byte. */
export async function videoDisponible(id: string): Promise<boolean> {
  try {
    const res = await fetch(videoUrl(id), { credentials: 'include', headers: { Range: 'bytes=0-0' } });
    await res.body?.cancel();
    return res.status === 200 || res.status === 206;
  } catch {
    return false;
  }
}
