import { useQuery } from '@tanstack/react-query';
import { parcelaMapaQuery } from '../../components/mapa/api/get-parcela-mapa.ts';
import { parcelasMapaQuery } from '../../components/mapa/api/get-parcelas-mapa.ts';
import { useCifrasCp } from '../../components/indices/api/get-cifras-cp.ts';
import { estadoIndices, indicesPresentes, indiceVisible, parcelaElegida } from './lib/indices-page.ts';
import { useIndicesParams } from './use-indices-params.ts';

/**
 * The Índices page's data: its address, the client (picked by staff, or found from an alert link's
 * territory), the company's territories and figures, and which index and territory are shown.
 */
export function useIndicesPage(staff: boolean) {
  const [p, cambiar] = useIndicesParams();
  // An alert's link names the territory, not the client: staff get the client from it.
  const delEnlace = useQuery({ ...parcelaMapaQuery(p.parcela), enabled: staff && !p.cp && p.parcela > 0 });
  const cpStaff = p.cp || delEnlace.data?.cp_id || 0;
  const parcelas = useQuery({
    ...parcelasMapaQuery(staff ? { cp_id: cpStaff } : {}),
    enabled: !staff || cpStaff > 0,
  });
  const cpId = staff ? cpStaff : (parcelas.data?.[0]?.cp_id ?? 0);
  const cifras = useCifrasCp(cpId);
  const presentes = indicesPresentes(cifras.data);
  const lista = parcelas.data ?? [];
  return {
    p,
    cambiar,
    cpStaff,
    cpId,
    cifras: cifras.data,
    presentes,
    indice: indiceVisible(p.indice, presentes),
    lista,
    parcela: parcelaElegida(lista, p.parcela),
    estado: estadoIndices({
      sinCp: staff && !cpStaff,
      buscandoCp: delEnlace.isFetching,
      cargando: parcelas.isPending || cifras.isPending,
      error: parcelas.isError || cifras.isError,
      parcelas: lista.length,
    }),
    error: parcelas.error ?? cifras.error,
  };
}

export type IndicesPageModelo = ReturnType<typeof useIndicesPage>;
