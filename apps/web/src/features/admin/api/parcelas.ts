import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import type { ParcelaRegistroInput } from '@agro/domain/schemas/parcela-registro';
import type { ParcelaUpdateInput } from '@agro/domain/schemas/parcela';
import { api, UPLOADS_BASE, type ApiBody } from '../../../lib/request.ts';

/** A row of GET /parcela/all/listar. */
export interface ParcelaFila {
  id: string;
  parcela_id: number;
  parcelarel_id: number;
  cp_id: number;
  propietario: string;
  nombre: string;
  ciudad: string;
  direccion_ref: string;
  tags: string[];
  is_active: boolean;
}

/** GET /parcela/cp/{cp_id} and /parcela/id/{rel}/{cp_id}. */
export interface Parcela extends ParcelaFila {
  nombre_empresa: string;
  region: string;
  coordenadas: { x: number; y: number };
  extension: number;
  notas: string;
  date_entered: string;
  avatar_nom: string | null;
  avatar_ext: string | null;
  servicio_id: number | null;
  tipo_servicio: TipoServicio | null;
}

export const parcelaKeys = {
  all: ['parcela'] as const,
  registro: ['parcela', 'registro'] as const,
  cp: (cp: number) => ['parcela', 'cp', cp] as const,
  una: (rel: number, cp: number) => ['parcela', 'id', rel, cp] as const,
  empleados: (rel: number, cp: number) => ['parcela', 'empleado', rel, cp] as const,
};

export const useParcelasCp = (cp: number) =>
  useQuery({
    queryKey: parcelaKeys.cp(cp),
    queryFn: async () => (await api<ApiBody & { parcelas: Parcela[] }>(`parcela/cp/${cp}`)).parcelas,
    enabled: cp > 0,
  });

export const parcelaQuery = (rel: number, cp: number) =>
  queryOptions({
    queryKey: parcelaKeys.una(rel, cp),
    queryFn: async () =>
      (await api<ApiBody & { parcela: Parcela[] }>(`parcela/id/${rel}/${cp}`)).parcela[0] ?? null,
    enabled: rel > 0 && cp > 0,
  });
export const useParcela = (rel: number, cp: number) => useQuery(parcelaQuery(rel, cp));

export const parcelaAvatarUrl = (p: Pick<Parcela, 'avatar_nom' | 'avatar_ext'>) =>
  p.avatar_nom ? `${UPLOADS_BASE}parcelas/${p.avatar_nom}.${p.avatar_ext}` : null;

function useParcelaMutation<V, R = ApiBody>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: parcelaKeys.all }),
        qc.invalidateQueries({ queryKey: ['servicio'] }),
      ]),
  });
}

/** PUT /parcela/id/{parcelarel_id} */
export const useUpdateParcela = (rel: number) =>
  useParcelaMutation((body: ParcelaUpdateInput) => api(`parcela/id/${rel}`, 'PUT', body));
/** PUT /parcela/tags/{parcelarel_id} */
export const useUpdateCosecha = (rel: number, cp: number) =>
  useParcelaMutation((tags: string[]) => api(`parcela/tags/${rel}`, 'PUT', { tags, cp_id: cp }));
/** POST /parcela/registrar → parcelarel_id, parcela_id */
export const useRegistrarParcela = () =>
  useParcelaMutation((body: ParcelaRegistroInput) =>
    api<ApiBody & { parcelarel_id: number; parcela_id: number }>('parcela/registrar', 'POST', body),
  );
/** DELETE /parcela/{cp_id}/{parcelarel_id} */
export const useEliminarParcela = (rel: number, cp: number) =>
  useParcelaMutation(() => api(`parcela/${cp}/${rel}`, 'DELETE'));
