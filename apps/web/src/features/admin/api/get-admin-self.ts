import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

export interface AdminSelf {
  admin_id: number | null;
  usuario_id: number;
  nombre: string | null;
  apellido: string | null;
  rut: string | null;
  telefono: string | null;
  email: string;
}

export const adminSelfQuery = queryOptions({
  queryKey: ['admin', 'self'],
  queryFn: async () => (await api<ApiBody & { admin: AdminSelf[] }>('admin/self')).admin[0] ?? null,
});

export const useAdminSelf = () => useQuery(adminSelfQuery);
