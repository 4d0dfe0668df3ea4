import { exportarCifrasParcela } from '@agro/domain/contracts/raster';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { urlOf } from '../../../lib/url-of.ts';

/** GET /raster/parcela/{parcela_id}/cifras/exportar: one territory's figures per index and period. */
export const urlExportarCifrasParcela = (parcelaId: number, formato: FormatoExport) =>
  urlOf(exportarCifrasParcela, { params: { parcela_id: parcelaId }, query: { formato } });
