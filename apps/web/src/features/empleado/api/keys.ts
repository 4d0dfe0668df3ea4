import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { empleadoPropio, parcelasPropias } from '@agro/domain/contracts/empleado';

/** The signed-in worker's own record (GET /empleado/self). */
export type EmpleadoSelf = ResponseOf<typeof empleadoPropio>['empleado'][number];
/** A territory the signed-in worker is linked to (GET /empleado/parcela/listar). */
export type ParcelaPropia = ResponseOf<typeof parcelasPropias>['parcelas'][number];

/** The worker's own queries live under `['empleado', 'propio']`; the company's views of workers use other keys. */
export const empleadoPropioKeys = {
  all: ['empleado', 'propio'] as const,
  self: ['empleado', 'propio', 'self'] as const,
  parcelas: ['empleado', 'propio', 'parcelas'] as const,
};
