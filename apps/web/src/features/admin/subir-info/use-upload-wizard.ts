import { useMemo, useReducer } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { periodOf, type Periodo } from '@agro/domain/periods';
import { gruposDeSubida } from '@agro/domain/schemas/subida';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useConfirmarSubidas } from './api/confirmar-subidas.ts';
import { useTerritorio } from './api/get-territorio.ts';
import { usePeriodosConArchivos } from './api/periodos-con-archivos.ts';
import { marcasDe } from './marcas-periodo.ts';
import { useSubidas, vigentes } from './reanudable/use-subidas.ts';
import { usePeriodoCheck } from './use-periodo-check.ts';
import { estadoInicial, falloDeEnvio, gruposPendientes, wizardReducer } from './wizard-estado.ts';

/**
 * Everything the upload wizard's steps read and do: the choices (a reducer), the territory and
 * period checks, the period's resumable uploads and the commit that publishes them.
 */
export function useUploadWizard(territorioInicial?: string) {
  const [s, dispatch] = useReducer(wizardReducer, territorioInicial, estadoInicial);
  const confirmar = useConfirmarSubidas();
  const territorio = useTerritorio(s.buscado);
  const servicio = territorio.data?.servicio ?? null;
  const rango = s.periodo && s.fecha ? periodOf(s.periodo, s.fecha) : null;
  const grupos = s.periodo && servicio ? gruposDeSubida(servicio.tipo_servicio, s.periodo) : [];
  const check = usePeriodoCheck(servicio?.servicio_id, grupos, rango);
  const conArchivos = usePeriodosConArchivos(servicio?.servicio_id);
  const marcas = useMemo(() => marcasDe(conArchivos.data ?? [], grupos), [conArchivos.data, grupos.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const ocupados = check.estado === 'listo' ? check.ocupados : [];
  // A group already uploaded for the period is left out; when all are, the period cannot be used.
  const pendientes = gruposPendientes(grupos, ocupados);
  const periodoLibre = check.estado === 'listo' && pendientes.length > 0;
  const subidas = useSubidas(
    periodoLibre && servicio ? servicio.servicio_id : null,
    periodoLibre ? rango : null,
  );
  const validas = vigentes(subidas.items);
  const enCurso = validas.filter((i) => i.estado !== 'completa').length;

  const acciones = {
    periodo(periodo: Periodo) {
      dispatch({ tipo: 'periodo', periodo });
      subidas.limpiar({ cancelar: true });
    },
    territorio(buscado: string | null) {
      dispatch({ tipo: 'territorio', buscado });
      subidas.limpiar({ cancelar: true });
    },
    confirmarTerritorio: (confirmado: boolean) => dispatch({ tipo: 'confirmarTerritorio', confirmado }),
    fecha(fecha: string | null) {
      dispatch({ tipo: 'fecha', fecha });
      subidas.limpiar({ cancelar: true });
    },
    confirmarEnvio: (confirmado: boolean) => dispatch({ tipo: 'confirmarEnvio', confirmado }),
    reiniciar() {
      dispatch({ tipo: 'reiniciar' });
      subidas.limpiar({ cancelar: true });
    },
  };

  async function enviar(): Promise<boolean> {
    if (!servicio || !rango || !s.periodo) return false;
    dispatch({ tipo: 'errorEnvio', mensaje: null });
    try {
      const res = await confirmar.mutateAsync({
        servicioId: servicio.servicio_id,
        rango,
        body: {
          periodo: s.periodo,
          archivos: validas.flatMap((i) =>
            i.subidaId ? [{ grupo: i.grupo, campo: i.campo, subida: i.subidaId }] : [],
          ),
        },
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

  return {
    ...s,
    acciones,
    enviar,
    territorio,
    servicio,
    rango,
    grupos,
    check,
    marcas,
    ocupados,
    pendientes,
    periodoLibre,
    subidas,
    validas,
    enCurso,
    deGrupo: (g: GrupoArchivos) => validas.filter((i) => i.grupo === g),
    enviando: confirmar.isPending,
  };
}

export type UploadWizardModelo = ReturnType<typeof useUploadWizard>;
