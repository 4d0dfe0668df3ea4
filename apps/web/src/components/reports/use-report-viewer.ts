import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { servicioPermite } from '@agro/domain/constants';
import type { servicioParcelaQuery } from '../../features/servicio/api/get-servicio-parcela.ts';
import { useArchivos } from './api/get-archivos.ts';
import { viewerInicial, viewerReducer } from './report-viewer-state.ts';
import type { GrupoReporte, ParcelaOption } from './types.ts';

/**
 * How the viewer reads a territory's services: the area page hands it the servicio resource's query,
 * since components/ import no feature code.
 */
export type ServiciosDe = typeof servicioParcelaQuery;

/** The viewer's state and data: the territory, its service, the period kind, the search and its files. */
export function useReportViewer(parcelas: ParcelaOption[], grupo: GrupoReporte, serviciosDe: ServiciosDe) {
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(viewerReducer, undefined, () =>
    viewerInicial(parcelas, params.get('parcela')),
  );
  const parcela = parcelas.find((p) => p.parcela_id === state.parcelaId) ?? parcelas[0];
  const servicios = useQuery(serviciosDe(parcela?.parcela_id));
  const servicio = servicios.data?.[0];
  const archivos = useArchivos(state.search);
  const permitido = servicio !== undefined && servicioPermite(servicio.tipo_servicio, grupo);

  // A territory's page opens on its newest weekly files (PeriodResults starts at the newest period);
  // Buscar stays for the monthly view or to search again.
  useEffect(() => {
    if (!permitido || state.abiertoPara === servicio.servicio_id) return;
    dispatch({ type: 'abrirServicio', servicioId: servicio.servicio_id, grupo });
  }, [permitido, servicio, state.abiertoPara, grupo]);

  const buscar = () => servicio && dispatch({ type: 'buscar', servicioId: servicio.servicio_id, grupo });
  return { state, dispatch, parcela, servicios, permitido, archivos, buscar };
}

export type ReportViewerData = ReturnType<typeof useReportViewer>;
