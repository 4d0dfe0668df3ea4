import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { adminSelf } from '@agro/domain/contracts/admin';

/** The signed-in staff member's own record (GET /admin/self); a bare Dev account has null personal fields. */
export type AdminSelf = ResponseOf<typeof adminSelf>['admin'][number];

/** The staff member's own data lives under `['admin']`, so a write refreshes every view of it. */
export const adminKeys = {
  all: ['admin'] as const,
  self: ['admin', 'self'] as const,
};
