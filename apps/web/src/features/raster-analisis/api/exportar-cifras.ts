import { exportarCifrasCp, exportarCifrasParcela } from '@agro/domain/contracts/raster';
import { exportUrl } from '../../../lib/export-url.ts';

export type FormatoCifras = 'csv' | 'xlsx';

/** GET /raster/cp/{cp_id}/cifras/exportar: every territory's figures per index and period. */
export const urlExportarCifrasCp = (cpId: number, formato: FormatoCifras) =>
  exportUrl(exportarCifrasCp, { cp_id: cpId }, { formato });

/** GET /raster/parcela/{parcela_id}/cifras/exportar: one territory's figures per index and period. */
export const urlExportarCifrasParcela = (parcelaId: number, formato: FormatoCifras) =>
  exportUrl(exportarCifrasParcela, { parcela_id: parcelaId }, { formato });
