import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type ApiBody } from '../../../lib/request.ts';
import type { GrupoReporte, PeriodoFiltro } from '../types.ts';

export interface ArchivoServicio {
  archivo_id: number;
  nombre: string;
  extension: string;
  tipo_subida: string;
  nombre_original: string;
  mime: string;
  tamano: number;
}

export interface PeriodoArchivos {
  inicio: string;
  termino: string;
  archivos: ArchivoServicio[];
}

/** Period key → its files (docs/RULES.md#files), newest first. */
export type ArchivosPorPeriodo = Record<string, PeriodoArchivos>;

export interface ArchivosSearch {
  servicioId: number;
  periodo: PeriodoFiltro;
  grupo: GrupoReporte;
}

/** GET /servicio/archivos/{servicio_id}/semanal|global; "no files for this service" (404) is an empty result. */
export const archivosQuery = (s: ArchivosSearch | null) =>
  queryOptions({
    queryKey: ['servicio', 'archivos', s?.servicioId, s?.periodo, s?.grupo],
    queryFn: async (): Promise<ArchivosPorPeriodo> => {
      const path = s!.periodo === 'SEMANAL' ? `semanal?grupo=${s!.grupo}` : 'global';
      try {
        return (
          await api<ApiBody & { archivos: ArchivosPorPeriodo }>(`servicio/archivos/${s!.servicioId}/${path}`)
        ).archivos;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return {};
        throw err;
      }
    },
    enabled: s !== null,
  });

export const useArchivos = (s: ArchivosSearch | null) => useQuery(archivosQuery(s));
