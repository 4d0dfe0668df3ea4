import { queryOptions, useQuery } from '@tanstack/react-query';
import { periodosConArchivos, type PeriodoConArchivos } from '@agro/domain/contracts/servicio';
import { call } from '../../../../lib/api-client.ts';

export type { PeriodoConArchivos };

export const periodosKeys = {
  all: ['admin', 'periodos'] as const,
  de: (servicioId: number) => ['admin', 'periodos', servicioId] as const,
};

/** GET servicio/periodos/{servicio_id}: the periods that already have files, to mark them on the calendar. */
export const periodosQuery = (servicioId: number | undefined) =>
  queryOptions({
    queryKey: periodosKeys.de(servicioId ?? 0),
    queryFn: async () => (await call(periodosConArchivos, { params: { servicio_id: servicioId! } })).periodos,
    enabled: Boolean(servicioId),
  });

export const usePeriodosConArchivos = (servicioId: number | undefined) => useQuery(periodosQuery(servicioId));
