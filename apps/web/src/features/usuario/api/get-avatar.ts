import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerAvatar } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';
import { archivoAvatar } from '@agro/domain/contracts/static-files';
import { urlOf } from '../../../lib/url-of.ts';
import { usuarioKeys } from './keys.ts';

/** GET /usuario/avatar/{usuario_id}: the stored picture's name, or null. */
export const avatarQuery = (usuarioId: number | undefined) =>
  queryOptions({
    queryKey: usuarioKeys.avatar(usuarioId),
    queryFn: async () => (await call(obtenerAvatar, { params: { usuario_id: usuarioId! } })).avatar,
    enabled: usuarioId !== undefined,
  });

/** The URL of a user's avatar under /static/avatars/, or null when it has none. */
export function useAvatarUrl(usuarioId: number | undefined): string | null {
  const { data: a } = useQuery(avatarQuery(usuarioId));
  return a ? urlOf(archivoAvatar, { params: { file: `${a.nombre}.${a.extension}` } }) : null;
}
