import { useEffect, useState } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { Rango } from '@agro/domain/periods';
import { failureMessage } from '../../../lib/request.ts';
import { gruposOcupados } from './api/validar-periodo.ts';

export type ValidacionPeriodo =
  | { estado: 'vacio' }
  | { estado: 'revisando' }
  | { estado: 'listo'; ocupados: GrupoArchivos[] }
  | { estado: 'error'; mensaje: string };

/** The existing-files check of step 3 (`servicio/validar/...`) for every group the upload will send. */
export function useValidarPeriodo(
  servicioId: number | undefined,
  grupos: GrupoArchivos[],
  rango: Rango | null,
): ValidacionPeriodo {
  const [check, setCheck] = useState<ValidacionPeriodo>({ estado: 'vacio' });
  const gruposKey = grupos.join(',');
  useEffect(() => {
    if (!servicioId || !rango || !gruposKey) {
      setCheck({ estado: 'vacio' });
      return;
    }
    let vivo = true;
    setCheck({ estado: 'revisando' });
    gruposOcupados(servicioId, gruposKey.split(',') as GrupoArchivos[], rango)
      .then((ocupados) => vivo && setCheck({ estado: 'listo', ocupados }))
      .catch(
        (err: unknown) =>
          vivo && setCheck({ estado: 'error', mensaje: failureMessage(err, MSG.errorSolicitud) }),
      );
    return () => {
      vivo = false;
    };
  }, [servicioId, gruposKey, rango?.inicio, rango?.termino]); // eslint-disable-line react-hooks/exhaustive-deps
  return check;
}
