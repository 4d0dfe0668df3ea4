import { pathOf, type Endpoint } from '@agro/domain/contracts/endpoint';
import { API_PREFIX } from './url-of.ts';

/** The download URL of an export endpoint: its path, then its query without empty values. */
export const exportUrl = (e: Pick<Endpoint, 'path'>, params: Record<string, unknown>, query: object) =>
  API_PREFIX + pathOf(e, params, query);
