import type { Empleado as EmpleadoWire } from '@agro/domain/contracts/empleado';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** An employee as GET /empleado/cp/{cp_id}, /empleado/{id} and /parcela/empleado answer it. */
export type Empleado = EmpleadoWire;

/** GET /empleado/cp/{cp_id} */
export const useEmpleadosCp = (cp: number) =>
  useQuery({
    queryKey: ['empleado', 'cp', cp],
    queryFn: async () => (await api<ApiBody & { empleados: Empleado[] }>(`empleado/cp/${cp}`)).empleados,
    enabled: cp > 0,
  });

/** GET /parcela/empleado/{parcelarel_id}/{cp_id} */
export const useEmpleadosParcela = (rel: number, cp: number) =>
  useQuery({
    queryKey: ['parcela', 'empleado', rel, cp],
    queryFn: async () =>
      (await api<ApiBody & { empleados: Empleado[] }>(`parcela/empleado/${rel}/${cp}`)).empleados,
    enabled: rel > 0 && cp > 0,
  });

/** GET /empleado/{id} → empleado[0] */
export const useEmpleado = (id: number) =>
  useQuery({
    queryKey: ['empleado', 'uno', id],
    queryFn: async () =>
      (await api<ApiBody & { empleado: Empleado[] }>(`empleado/${id}`)).empleado[0] ?? null,
    enabled: id > 0,
  });
