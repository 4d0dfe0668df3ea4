import type { Parcela } from '../../features/parcela/api/keys.ts';

/**
 * What the viewer shows of a territory: the fields every area's territory list shares
 * (GET parcela/cp, parcela/id and empleado/parcela/listar answer them).
 */
export type ParcelaOption = Pick<
  Parcela,
  | 'parcela_id'
  | 'nombre_empresa'
  | 'identificador'
  | 'parcelarel_id'
  | 'nombre'
  | 'region'
  | 'ciudad'
  | 'direccion_ref'
  | 'coordenadas'
>;

/** The weekly group a viewer page shows; monthly summaries are shared by both. */
export type GrupoReporte = 'edeb' | 'sensores';
export type PeriodoFiltro = 'SEMANAL' | 'MENSUAL';
