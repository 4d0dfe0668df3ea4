import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

export interface CpSelf {
  cp_id: number;
  identificador: number;
  usuario_id: number;
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  direccion: string;
  region: string;
  ciudad: string;
  comentarios: string;
}

export const cpSelfQuery = queryOptions({
  queryKey: ['cp', 'self'],
  queryFn: async () => (await api<ApiBody & { cp: CpSelf[] }>('cp/self')).cp[0] ?? null,
});

export const useCpSelf = () => useQuery(cpSelfQuery);
