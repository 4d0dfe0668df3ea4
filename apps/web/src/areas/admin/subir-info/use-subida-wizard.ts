import { useMemo, useReducer, type Dispatch } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { periodOf, type Periodo, type Rango } from '@agro/domain/periods';
import { gruposDeSubida } from '@agro/domain/schemas/subida';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useConfirmarSubidas } from './api/confirmar-subidas.ts';
import { useParcelaPorId } from './api/get-parcela-por-id.ts';
import { usePeriodosConArchivos } from './api/periodos-con-archivos.ts';
import { marcasDe } from './marcas-periodo.ts';
import { useSubidas, vigentes, type Subidas } from './reanudable/use-subidas.ts';
import { useValidarPeriodo } from './use-validar-periodo.ts';
import {
  archivosDeEnvio,
  estadoInicial,
  falloDeEnvio,
  gruposPendientes,
  wizardReducer,
  type AccionWizard,
  type EstadoWizard,
} from './wizard-estado.ts';

type Servicio = NonNullable<ReturnType<typeof useParcelaPorId>['data']>['servicio'];

// The chosen period of the territory's service: its groups, what is already uploaded for it and
// the calendar's marks of periods with files.
function usePeriodoElegido(s: EstadoWizard, servicio: Servicio | null) {
  const rango = s.periodo && s.fecha ? periodOf(s.periodo, s.fecha) : null;
  const grupos = s.periodo && servicio ? gruposDeSubida(servicio.tipo_servicio, s.periodo) : [];
  const check = useValidarPeriodo(servicio?.servicio_id, grupos, rango);
  const conArchivos = usePeriodosConArchivos(servicio?.servicio_id);
  const marcas = useMemo(() => marcasDe(conArchivos.data ?? [], grupos), [conArchivos.data, grupos.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const ocupados = check.estado === 'listo' ? check.ocupados : [];
  // A group already uploaded for the period is left out; when all are, the period cannot be used.
  const pendientes = gruposPendientes(grupos, ocupados);
  const periodoLibre = check.estado === 'listo' && pendientes.length > 0;
  return { rango, grupos, check, marcas, ocupados, pendientes, periodoLibre };
}

// Every choice before the files step drops the uploads made for the previous choice.
function accionesDe(dispatch: Dispatch<AccionWizard>, subidas: Subidas) {
  const yLimpiar = (a: AccionWizard) => {
    dispatch(a);
    subidas.limpiar({ cancelar: true });
  };
  return {
    periodo: (periodo: Periodo) => yLimpiar({ tipo: 'periodo', periodo }),
    parcela: (buscado: string | null) => yLimpiar({ tipo: 'territorio', buscado }),
    confirmarParcela: (confirmado: boolean) => dispatch({ tipo: 'confirmarParcela', confirmado }),
    fecha: (fecha: string | null) => yLimpiar({ tipo: 'fecha', fecha }),
    confirmarEnvio: (confirmado: boolean) => dispatch({ tipo: 'confirmarEnvio', confirmado }),
    reiniciar: () => yLimpiar({ tipo: 'reiniciar' }),
  };
}

// The commit that publishes the period's finished uploads.
function useEnvio(dispatch: Dispatch<AccionWizard>, subidas: Subidas) {
  const confirmar = useConfirmarSubidas();
  async function enviar(
    servicio: Servicio | null,
    rango: Rango | null,
    periodo: Periodo | null,
  ): Promise<boolean> {
    if (!servicio || !rango || !periodo) return false;
    dispatch({ tipo: 'errorEnvio', mensaje: null });
    try {
      const res = await confirmar.mutateAsync({
        servicioId: servicio.servicio_id,
        rango,
        body: { periodo, archivos: archivosDeEnvio(vigentes(subidas.items)) },
      });
      notify.success(res.mensaje ?? MSG.archivosSubidos);
      subidas.limpiar({ cancelar: false });
      return true;
    } catch (err) {
      // A 409: another staff member published the period first; the server dropped these uploads.
      if (err instanceof ApiError && err.status === 409) subidas.limpiar({ cancelar: false });
      dispatch({ tipo: 'errorEnvio', mensaje: falloDeEnvio(err) });
      return false;
    }
  }
  return { enviar, enviando: confirmar.isPending };
}

/**
 * Everything the upload wizard's steps read and do: the choices (a reducer), the territory and
 * period checks, the period's resumable uploads and the commit that publishes them.
 */
export function useSubidaWizard(parcelaInicial?: string) {
  const [s, dispatch] = useReducer(wizardReducer, parcelaInicial, estadoInicial);
  const parcela = useParcelaPorId(s.buscado);
  const servicio = parcela.data?.servicio ?? null;
  const periodo = usePeriodoElegido(s, servicio);
  const subidas = useSubidas(
    periodo.periodoLibre && servicio ? servicio.servicio_id : null,
    periodo.periodoLibre ? periodo.rango : null,
  );
  const envio = useEnvio(dispatch, subidas);
  const validas = vigentes(subidas.items);

  return {
    ...s,
    ...periodo,
    acciones: accionesDe(dispatch, subidas),
    enviar: () => envio.enviar(servicio, periodo.rango, s.periodo),
    parcela,
    servicio,
    subidas,
    validas,
    enCurso: validas.filter((i) => i.estado !== 'completa').length,
    deGrupo: (g: GrupoArchivos) => validas.filter((i) => i.grupo === g),
    enviando: envio.enviando,
  };
}

export type SubidaWizardModelo = ReturnType<typeof useSubidaWizard>;
