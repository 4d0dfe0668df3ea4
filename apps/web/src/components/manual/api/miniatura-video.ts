import { miniaturaVideo } from '@agro/domain/contracts/static-files';
import type { Manual } from '@agro/domain/contracts/video';
import { urlOf } from '../../../lib/url-of.ts';

/** A tutorial's thumbnail, under the uploads path: videos/{manual}/{id}.jpg. */
export const thumbnailUrl = (manual: Manual, id: number) =>
  urlOf(miniaturaVideo, { params: { manual, file: `${id}.jpg` } });
