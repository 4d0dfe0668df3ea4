import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { api, UPLOADS_BASE, type ApiBody } from '../../../lib/request.ts';

/** A territory as GET /parcela/cp and /parcela/id answer it. */
export interface Parcela {
  parcela_id: number;
  parcelarel_id: number;
  identificador: number;
  cp_id: number;
  propietario: string;
  nombre_empresa: string;
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coordenadas: { x: number; y: number };
  extension: number;
  tags: string[];
  notas: string;
  is_active: boolean;
  date_entered: string;
  date_modified: string;
  avatar_nom: string | null;
  avatar_ext: string | null;
  servicio_id: number | null;
  tipo_servicio: TipoServicio | null;
}

export const parcelaKeys = {
  all: ['parcela'] as const,
  lista: (cp: number | undefined) => ['parcela', 'cp', cp] as const,
  una: (rel: number, cp: number) => ['parcela', 'id', rel, cp] as const,
  empleados: (rel: number, cp: number) => ['parcela', 'empleado', rel, cp] as const,
};

/** GET /parcela/cp/{cp_id} */
export const parcelasQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: parcelaKeys.lista(cp),
    queryFn: async () => (await api<ApiBody & { parcelas: Parcela[] }>(`parcela/cp/${cp}`)).parcelas,
    enabled: cp !== undefined,
  });
export const useParcelas = (cp: number | undefined) => useQuery(parcelasQuery(cp));

/** GET /parcela/id/{parcelarel_id}/{cp_id} */
export const parcelaQuery = (rel: number, cp: number) =>
  queryOptions({
    queryKey: parcelaKeys.una(rel, cp),
    queryFn: async () =>
      (await api<ApiBody & { parcela: Parcela[] }>(`parcela/id/${rel}/${cp}`)).parcela[0] ?? null,
  });
export const useParcela = (rel: number, cp: number) => useQuery(parcelaQuery(rel, cp));

/** The territory picture under /static/parcelas/, or null. */
export const parcelaAvatarUrl = (p: Pick<Parcela, 'avatar_nom' | 'avatar_ext'>) =>
  p.avatar_nom ? `${UPLOADS_BASE}parcelas/${p.avatar_nom}.${p.avatar_ext}` : null;
