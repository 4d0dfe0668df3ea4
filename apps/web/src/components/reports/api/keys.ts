import { RAIZ } from '../../../lib/query-roots.ts';

/**
 * A service's report files. They sit under the service root, so a service write refreshes them,
 * but the key lives here beside the viewer that reads them (components/ imports no feature code).
 */
export const archivosKeys = {
  all: [...RAIZ.servicio, 'archivos'] as const,
  /** One report search: a service's weekly (of one group) or monthly files. */
  de: (servicioId: number | undefined, periodo: string | undefined, grupo: string | undefined) =>
    [...RAIZ.servicio, 'archivos', servicioId, periodo, grupo] as const,
};
