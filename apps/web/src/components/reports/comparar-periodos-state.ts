import { tipoVista } from './tipo-vista.ts';
import type { ArchivoServicio, ArchivosPorPeriodo, PeriodoArchivos } from './api/get-archivos.ts';

export type Modo = 'lado' | 'deslizar';

/** The periods newest first; A starts on the second newest and B on the newest. */
export function periodosIniciales(data: ArchivosPorPeriodo) {
  const periodos = Object.values(data).sort((x, y) => y.inicio.localeCompare(x.inicio));
  return {
    periodos,
    antes: periodos[1]?.inicio ?? periodos[0]?.inicio ?? '',
    despues: periodos[0]?.inicio ?? '',
  };
}

/** A period's images of one upload type, in the listing's order. */
export const imagenes = (p: PeriodoArchivos | undefined, tipo: string): ArchivoServicio[] =>
  (p?.archivos ?? []).filter((a) => a.tipo_subida === tipo && tipoVista(a.extension) === 'imagen');

/** The upload types with an image in either period: one comparison section each. */
export const tiposConImagen = (antes: PeriodoArchivos | undefined, despues: PeriodoArchivos | undefined) => [
  ...new Set(
    [...(antes?.archivos ?? []), ...(despues?.archivos ?? [])]
      .filter((a) => tipoVista(a.extension) === 'imagen')
      .map((a) => a.tipo_subida),
  ),
];

/** Images paired by position; the slider needs both, so a lone image is shown beside an empty slot. */
export function parejas(a: ArchivoServicio[], b: ArchivoServicio[], modo: Modo) {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => ({
    a: a[i],
    b: b[i],
    deslizar: modo === 'deslizar' && !!a[i] && !!b[i],
  }));
}
