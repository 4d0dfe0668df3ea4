import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { videosManual, type Manual } from '@agro/domain/contracts/video';
import { call } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/request.ts';

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

/** The tutorial stream (GET /video/{id}, Range-capable) used as the <video> source. */
export const videoUrl = (id: number | string) => `${API_BASE}video/${id}`;

/** Its Spanish caption track (GET /video/{id}/subtitulos, WebVTT), same access as the video. */
export const subtitulosUrl = (id: number | string) => `${API_BASE}video/${id}/subtitulos`;

/** Thumbnails live under the uploads path: videos/{manual}/{id}.jpg. */
export const thumbnailUrl = (manual: Manual, id: number) => `/static/videos/${manual}/${id}.jpg`;

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
