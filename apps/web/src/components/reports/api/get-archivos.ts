import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { listarArchivos } from '@agro/domain/contracts/servicio';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { archivosKeys } from './keys.ts';
import type { GrupoReporte, PeriodoFiltro } from '../types.ts';

/** Period key → its files (docs/RULES.md#files), newest first. */
export type ArchivosPorPeriodo = ResponseOf<typeof listarArchivos>['archivos'];
/** One period's files: `inicio` and `termino` are YYYY-MM-DD. */
export type PeriodoArchivos = ArchivosPorPeriodo[string];
/** A stored report file as the listing answers it. */
export type ArchivoServicio = PeriodoArchivos['archivos'][number];

export interface ArchivosSearch {
  servicioId: number;
  periodo: PeriodoFiltro;
  grupo: GrupoReporte;
}

/** GET /servicio/archivos/{servicio_id}/semanal|global; "no files for this service" (404) is an empty result. */
export const archivosQuery = (s: ArchivosSearch | null) =>
  queryOptions({
    queryKey: archivosKeys.de(s?.servicioId, s?.periodo, s?.grupo),
    queryFn: async (): Promise<ArchivosPorPeriodo> => {
      const { servicioId, periodo, grupo } = s!;
      try {
        const res =
          periodo === 'SEMANAL'
            ? await call(listarArchivos, {
                params: { servicio_id: servicioId, periodo: 'semanal' },
                query: { grupo },
              })
            : await call(listarArchivos, {
                params: { servicio_id: servicioId, periodo: 'global' },
                query: {},
              });
        return res.archivos;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return {};
        throw err;
      }
    },
    enabled: s !== null,
  });

export const useArchivos = (s: ArchivosSearch | null) => useQuery(archivosQuery(s));
