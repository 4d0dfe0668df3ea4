import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

export interface EmpleadoSelf {
  usuario_id: number;
  empleado_id: number;
  identificador: number;
  empleadorel_id: number;
  nombre: string;
  apellido: string;
  rut: string;
  telefono: string;
  cargo: string;
  email: string;
  nombre_empresa: string;
}

export const empleadoSelfQuery = queryOptions({
  queryKey: ['empleado', 'self'],
  queryFn: async () =>
    (await api<ApiBody & { empleado: EmpleadoSelf[] }>('empleado/self')).empleado[0] ?? null,
});

export const useEmpleadoSelf = () => useQuery(empleadoSelfQuery);
