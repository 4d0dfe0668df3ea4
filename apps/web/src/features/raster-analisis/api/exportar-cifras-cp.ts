import { exportarCifrasCp } from '@agro/domain/contracts/raster';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { urlOf } from '../../../lib/url-of.ts';

/** GET /raster/cp/{cp_id}/cifras/exportar: every territory's figures per index and period. */
export const urlExportarCifrasCp = (cpId: number, formato: FormatoExport) =>
  urlOf(exportarCifrasCp, { params: { cp_id: cpId }, query: { formato } });
