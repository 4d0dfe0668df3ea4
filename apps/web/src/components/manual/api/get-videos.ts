import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { videosManual, type Manual } from '@agro/domain/contracts/video';
import { call } from '../../../lib/api-client.ts';
import { videoKeys } from './keys.ts';

export type { Manual };
/** A tutorial of a manual, in its order. */
export type VideoTutorial = ResponseOf<typeof videosManual>['videos'][number];

/** GET /video/manual/{manual}: the manual's tutorials in order. */
export const videosQuery = (manual: Manual) =>
  queryOptions({
    queryKey: videoKeys.manual(manual),
    queryFn: async () => (await call(videosManual, { params: { manual } })).videos,
    staleTime: 10 * 60_000,
  });

export const useVideos = (manual: Manual) => useQuery(videosQuery(manual));
