import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { empleadoPropio, listarEmpleadosCp, parcelasPropias } from '@agro/domain/contracts/empleado';
import { archivoAvatar } from '@agro/domain/contracts/static-files';
import { urlOf } from '../../../lib/url-of.ts';
import { RAIZ } from '../../../lib/query-roots.ts';

/** A worker as GET /empleado/cp, /empleado/{id} and /parcela/empleado answer it. */
export type Empleado = ResponseOf<typeof listarEmpleadosCp>['empleados'][number];
/** The signed-in worker's own record (GET /empleado/self). */
export type EmpleadoSelf = ResponseOf<typeof empleadoPropio>['empleado'][number];
/** A territory the signed-in worker is linked to (GET /empleado/parcela/listar). */
export type ParcelaPropia = ResponseOf<typeof parcelasPropias>['parcelas'][number];

/**
 * Every worker query of every area (the principal client's, the back office's and the worker's
 * own) lives under `['empleado']`, so one invalidation refreshes them all.
 */
export const empleadoKeys = {
  all: RAIZ.empleado,
  cp: (cp: number | undefined) => ['empleado', 'cp', cp] as const,
  uno: (id: number) => ['empleado', 'id', id] as const,
  /** The workers linked to one territory. */
  deParcela: (rel: number, cp: number) => ['empleado', 'parcela', rel, cp] as const,
  /** The territories linked to one worker. */
  ligadas: (cp: number, rel: number | undefined) => ['empleado', 'ligadas', cp, rel] as const,
  /** The signed-in worker's own queries (its record and its territories). */
  propio: ['empleado', 'propio'] as const,
  self: ['empleado', 'propio', 'self'] as const,
  parcelasPropias: ['empleado', 'propio', 'parcelas'] as const,
};

/** A user's avatar under /static/avatars/, or null. */
export const empleadoAvatarUrl = (e: Pick<Empleado, 'avatar_nom' | 'avatar_ext'>) =>
  e.avatar_nom ? urlOf(archivoAvatar, { params: { file: `${e.avatar_nom}.${e.avatar_ext}` } }) : null;
