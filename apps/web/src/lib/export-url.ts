import { pathOf, type Endpoint } from '@agro/domain/contracts/endpoint';
import { API_BASE } from './request.ts';

/** The download URL of an export endpoint: its path, then its query without empty values. */
export const exportUrl = (e: Pick<Endpoint, 'path'>, params: Record<string, unknown>, query: object) =>
  API_BASE + pathOf(e, params, query).replace(/^\/+/, '');
