import type { FormatoVideo, Manual } from '@agro/domain/contracts/video';

/** Every tutorial query lives under `['video']`. */
export const videoKeys = {
  manual: (manual: Manual) => ['video', 'manual', manual] as const,
  disponible: (id: string) => ['video', 'disponible', id] as const,
  pasos: (id: string, formato: FormatoVideo) => ['video', 'pasos', id, formato] as const,
};
