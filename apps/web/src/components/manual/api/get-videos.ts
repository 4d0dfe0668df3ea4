import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { videosManual, type FormatoVideo, type Manual } from '@agro/domain/contracts/video';
import { cuesDeVtt } from '@agro/domain/vtt';
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

const conFormato = (formato: FormatoVideo) => (formato === 'movil' ? '?formato=movil' : '');

/** The tutorial stream (GET /video/{id}, Range-capable) used as the <video> source; the phone recording or the desktop one. */
export const videoUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  `${API_BASE}video/${id}${conFormato(formato)}`;

/** Its Spanish caption track (GET /video/{id}/subtitulos, WebVTT), same access and format as the video. */
export const subtitulosUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  `${API_BASE}video/${id}/subtitulos${conFormato(formato)}`;

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
