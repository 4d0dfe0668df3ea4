import { useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** An employee as GET /empleado/cp/{cp_id}, /empleado/{id} and /parcela/empleado answer it. */
export interface Empleado {
  empleado_id: number;
  usuario_id: number;
  cp_id: number;
  empleadorel_id: number;
  nombre: string;
  apellido: string;
  rut: string;
  telefono: string;
  cargo: string;
  email: string;
  tipo_usuario: string;
  nombre_empresa: string;
  is_active: boolean;
  date_entered: string;
  avatar_nom: string | null;
  avatar_ext: string | null;
}

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
