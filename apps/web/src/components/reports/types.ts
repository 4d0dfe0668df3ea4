/** A territory the viewer can show (GET empleado/parcela/listar, parcela lists of the other areas). */
export interface ParcelaOption {
  parcela_id: number;
  nombre_empresa: string;
  identificador: number;
  parcelarel_id: number;
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coordenadas: { x: number; y: number };
}

/** The weekly group a viewer page shows; monthly summaries are shared by both. */
export type GrupoReporte = 'edeb' | 'sensores';
export type PeriodoFiltro = 'SEMANAL' | 'MENSUAL';
