import { useQuery } from '@tanstack/react-query';
import { subtitulosVideo, type FormatoVideo } from '@agro/domain/contracts/video';
import { cuesDeVtt } from '@agro/domain/vtt';
import { urlOf } from '../../../lib/url-of.ts';
import { videoKeys } from './keys.ts';
import { conFormato } from './ver-video.ts';

/** Its Spanish caption track (GET /video/{id}/subtitulos, WebVTT), same access and format as the video. */
export const subtitulosUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  urlOf(subtitulosVideo, conFormato(id, formato));

/** The captions as steps, to read under the video without playing it. */
export const usePasos = (id: string, formato: FormatoVideo, enabled: boolean) =>
  useQuery({
    queryKey: videoKeys.pasos(id, formato),
    queryFn: async () => {
      const res = await fetch(subtitulosUrl(id, formato), { credentials: 'include' });
      return res.ok ? cuesDeVtt(await res.text()) : [];
    },
    enabled,
    staleTime: 10 * 60_000,
  });
