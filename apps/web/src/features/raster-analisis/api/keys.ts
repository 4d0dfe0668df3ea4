import type { TipoIndice } from '@agro/domain/indices';

/** Query keys of the index analysis screens; saving thresholds invalidates by `umbrales`. */
export const analisisKeys = {
  all: ['raster-analisis'] as const,
  serie: (parcelaId: number, indice: TipoIndice) => ['raster-analisis', 'serie', parcelaId, indice] as const,
  comparacion: (parcelaId: number, indice: TipoIndice, a: string, b: string) =>
    ['raster-analisis', 'comparar', parcelaId, indice, a, b] as const,
  umbrales: (parcelaId: number, indice: TipoIndice) =>
    ['raster-analisis', 'umbrales', parcelaId, indice] as const,
};
