import { useQuery } from '@tanstack/react-query';
import { verVideo, type FormatoVideo } from '@agro/domain/contracts/video';
import { urlOf } from '../../../lib/url-of.ts';
import { videoKeys } from './keys.ts';

/** A tutorial's path parameters and query; the desktop recording is the default, its URL carries no query. */
export const conFormato = (id: number | string, formato: FormatoVideo) => ({
  params: { id },
  query: formato === 'movil' ? { formato } : {},
});

/** The tutorial stream (GET /video/{id}, Range-capable) used as the <video> source; the phone recording or the desktop one. */
export const videoUrl = (id: number | string, formato: FormatoVideo = 'escritorio') =>
  urlOf(verVideo, conFormato(id, formato));

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

/** Whether tutorial `id` can be played, asked once `enabled`. */
export const useVideoDisponible = (id: string, enabled: boolean) =>
  useQuery({ queryKey: videoKeys.disponible(id), queryFn: () => videoDisponible(id), enabled });
