import type { Empleado as EmpleadoWire } from '@agro/domain/contracts/empleado';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, UPLOADS_BASE, type ApiBody } from '../../../lib/request.ts';
import { type Parcela } from '../../parcela/api/keys.ts';

/** A worker as GET /empleado/cp, /empleado/{id} and /parcela/empleado answer it. */
export type Empleado = EmpleadoWire;

export const empleadoKeys = {
  all: ['empleado'] as const,
  lista: (cp: number | undefined) => ['empleado', 'cp', cp] as const,
  uno: (id: number) => ['empleado', 'id', id] as const,
  ligadas: (cp: number, rel: number | undefined) => ['empleado', 'ligadas', cp, rel] as const,
};

/** GET /empleado/cp/{cp_id} */
export const empleadosQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: empleadoKeys.lista(cp),
    queryFn: async () => (await api<ApiBody & { empleados: Empleado[] }>(`empleado/cp/${cp}`)).empleados,
    enabled: cp !== undefined,
  });
export const useEmpleados = (cp: number | undefined) => useQuery(empleadosQuery(cp));

/** GET /empleado/{empleado_id} */
export const useEmpleado = (id: number) =>
  useQuery({
    queryKey: empleadoKeys.uno(id),
    queryFn: async () =>
      (await api<ApiBody & { empleado: Empleado[] }>(`empleado/${id}`)).empleado[0] ?? null,
  });

/** GET /empleado/parcela/ligadas/{cp_id}/{empleadorel_id} */
export const useParcelasLigadas = (cp: number, rel: number | undefined) =>
  useQuery({
    queryKey: empleadoKeys.ligadas(cp, rel),
    queryFn: async () =>
      (await api<ApiBody & { parcelas: Parcela[] }>(`empleado/parcela/ligadas/${cp}/${rel}`)).parcelas,
    enabled: rel !== undefined,
  });

/** GET /parcela/empleado/{parcelarel_id}/{cp_id}: the workers of one territory. */
export const useEmpleadosDeParcela = (rel: number, cp: number) =>
  useQuery({
    queryKey: ['empleado', 'parcela', rel, cp],
    queryFn: async () =>
      (await api<ApiBody & { empleados: Empleado[] }>(`parcela/empleado/${rel}/${cp}`)).empleados,
  });

/** A user's avatar under /static/avatars/, or null. */
export const empleadoAvatarUrl = (e: Pick<Empleado, 'avatar_nom' | 'avatar_ext'>) =>
  e.avatar_nom ? `${UPLOADS_BASE}avatars/${e.avatar_nom}.${e.avatar_ext}` : null;
