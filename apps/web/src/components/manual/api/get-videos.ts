import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api, type ApiBody } from '../../../lib/request.ts';

export type Manual = 'empleado' | 'cliente' | 'admin';

export interface VideoTutorial {
  video_id: number;
  titulo: string;
  orden: number;
}

/** GET /video/manual/{manual}: the manual's tutorials in order. */
export const videosQuery = (manual: Manual) =>
  queryOptions({
    queryKey: ['video', 'manual', manual],
    queryFn: async () => (await api<ApiBody & { videos: VideoTutorial[] }>(`video/manual/${manual}`)).videos,
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
