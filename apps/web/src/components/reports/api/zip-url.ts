import { descargarZip } from '@agro/domain/contracts/servicio';
import { urlOf } from '../../../lib/url-of.ts';

/** One period's files as a ZIP (beyond the spec: "Descargar todo"). */
export const zipUrl = (
  servicioId: number,
  inicio: string,
  termino: string,
  grupo: 'edeb' | 'sensores' | 'global',
) => urlOf(descargarZip, { params: { servicio_id: servicioId, inicio, termino }, query: { grupo } });
