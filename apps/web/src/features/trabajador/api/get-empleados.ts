import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarEmpleadosCp, obtenerEmpleado } from '@agro/domain/contracts/empleado';
import { listarEmpleadosParcela, listarParcelasLigadas } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/cp/{cp_id}: a company's workers. */
export const empleadosCpQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: empleadoKeys.cp(cp),
    queryFn: async () => (await call(listarEmpleadosCp, { params: { cp_id: cp! } })).empleados,
    enabled: cp !== undefined && cp > 0,
  });
export const useEmpleadosCp = (cp: number | undefined) => useQuery(empleadosCpQuery(cp));

/** GET /empleado/{empleado_id}: one worker, or null. */
export const useEmpleado = (id: number) =>
  useQuery({
    queryKey: empleadoKeys.uno(id),
    queryFn: async () => (await call(obtenerEmpleado, { params: { empleado_id: id } })).empleado[0] ?? null,
    enabled: id > 0,
  });

/** GET /parcela/empleado/{parcelarel_id}/{cp_id}: the workers of one territory. */
export const useEmpleadosParcela = (rel: number, cp: number) =>
  useQuery({
    queryKey: empleadoKeys.deParcela(rel, cp),
    queryFn: async () =>
      (await call(listarEmpleadosParcela, { params: { parcelarel_id: rel, cp_id: cp } })).empleados,
    enabled: rel > 0 && cp > 0,
  });

/** GET /empleado/parcela/ligadas/{cp_id}/{empleadorel_id}: the territories of one worker. */
export const useParcelasLigadas = (cp: number, rel: number | undefined) =>
  useQuery({
    queryKey: empleadoKeys.ligadas(cp, rel),
    queryFn: async () =>
      (await call(listarParcelasLigadas, { params: { cp_id: cp, empleadorel_id: rel! } })).parcelas,
    enabled: rel !== undefined,
  });
