import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, UPLOADS_BASE, type ApiBody } from '../../../lib/request.ts';

export interface Avatar {
  nombre: string;
  extension: string;
}

export const avatarQuery = (usuarioId: number | undefined) =>
  queryOptions({
    queryKey: ['usuario', 'avatar', usuarioId],
    queryFn: () => api<ApiBody & { avatar: Avatar | null }>(`usuario/avatar/${usuarioId}`),
    enabled: usuarioId !== undefined,
  });

/** The URL of a user's avatar under /static/avatars/, or null when it has none. */
export function useAvatarUrl(usuarioId: number | undefined): string | null {
  const { data } = useQuery(avatarQuery(usuarioId));
  const a = data?.avatar;
  return a ? `${UPLOADS_BASE}avatars/${a.nombre}.${a.extension}` : null;
}
