import { useQueryClient } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';

export const mapaKeys = {
  all: ['mapa'] as const,
  lista: (filtros: { cp_id?: number; tipo_servicio?: TipoServicio }) => ['mapa', 'lista', filtros] as const,
  uno: (parcelaId: number) => ['mapa', 'territorio', parcelaId] as const,
};

/** Every boundary change alters the map list and the territory's detail, so all of `mapa` goes. */
export function useInvalidarMapa() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: mapaKeys.all });
}
