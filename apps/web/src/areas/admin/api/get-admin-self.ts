import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSelf } from '@agro/domain/contracts/admin';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/self: the signed-in staff member, or null when the answer holds none. */
export const adminSelfQuery = queryOptions({
  queryKey: adminKeys.self,
  queryFn: async () => (await call(adminSelf)).admin[0] ?? null,
});

export const useAdminSelf = () => useQuery(adminSelfQuery);
