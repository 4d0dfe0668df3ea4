import { useState } from 'react';
import { formatDate } from '@agro/domain/format';
import { periodLabel, type Periodo } from '@agro/domain/periods';
import type { ArchivosPorPeriodo, PeriodoArchivos } from './api/get-archivos.ts';
import { periodosIniciales, tiposConImagen, type Modo } from './comparar-periodos-state.ts';

// Short labels in the selectors (a phone's width); the long ones caption the images.
const etiquetaCorta = (kind: Periodo, p: PeriodoArchivos) =>
  kind === 'mensual' ? periodLabel(kind, p) : `${formatDate(p.inicio)} al ${formatDate(p.termino)}`;

/** The two chosen periods, the view mode and what the selectors and captions say. */
export function useCompararPeriodos(data: ArchivosPorPeriodo, kind: Periodo) {
  const inicial = periodosIniciales(data);
  const { periodos } = inicial;
  const [antesId, setAntes] = useState(inicial.antes);
  const [despuesId, setDespues] = useState(inicial.despues);
  const [modo, setModo] = useState<Modo>('lado');
  const antes = periodos.find((p) => p.inicio === antesId);
  const despues = periodos.find((p) => p.inicio === despuesId);
  return {
    opciones: periodos.map((p) => ({ value: p.inicio, label: etiquetaCorta(kind, p) })),
    antesId,
    setAntes,
    despuesId,
    setDespues,
    modo,
    setModo,
    antes,
    despues,
    etiquetaA: antes ? periodLabel(kind, antes) : '',
    etiquetaB: despues ? periodLabel(kind, despues) : '',
    tipos: tiposConImagen(antes, despues),
  };
}
