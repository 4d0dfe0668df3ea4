import { servicioPermite, type GrupoArchivos, type TipoServicio } from '@agro/domain/constants';
import { periodOf, type Rango } from '@agro/domain/periods';
import { periodoDeGrupo } from '@agro/domain/schemas/subida';

export const GRUPOS: { value: GrupoArchivos; label: string }[] = [
  { value: 'edeb', label: 'EDEB semanal' },
  { value: 'sensores', label: 'Sensores semanal' },
  { value: 'global', label: 'Resúmenes mensuales' },
];

/** The file groups the service has, hence the ones that can have a period to delete. */
export const gruposDe = (tipo: TipoServicio) => GRUPOS.filter((g) => servicioPermite(tipo, g.value));

export interface EliminarState {
  grupo: GrupoArchivos;
  fecha: string | null;
  /** The checked server answer: the period has files, so the confirm dialog opens. */
  abierto: boolean;
  confirmar: boolean;
  aviso: string | null;
  revisando: boolean;
}

export const eliminarInicial = (grupo: GrupoArchivos): EliminarState => ({
  grupo,
  fecha: null,
  abierto: false,
  confirmar: false,
  aviso: null,
  revisando: false,
});

export type EliminarAction =
  | { type: 'grupo'; grupo: GrupoArchivos }
  | { type: 'fecha'; fecha: string | null }
  | { type: 'revisar' }
  | { type: 'ocupado' }
  | { type: 'aviso'; aviso: string }
  | { type: 'confirmar'; ok: boolean }
  | { type: 'cerrar' }
  | { type: 'eliminado' };

export function eliminarReducer(s: EliminarState, a: EliminarAction): EliminarState {
  switch (a.type) {
    // Another group has other periods: the chosen date and the last notice no longer apply.
    case 'grupo':
      return { ...s, grupo: a.grupo, fecha: null, aviso: null };
    case 'fecha':
      return { ...s, fecha: a.fecha, aviso: null };
    case 'revisar':
      return { ...s, aviso: null, revisando: true };
    // The confirmation must be ticked again for every period.
    case 'ocupado':
      return { ...s, revisando: false, confirmar: false, abierto: true };
    case 'aviso':
      return { ...s, revisando: false, aviso: a.aviso };
    case 'confirmar':
      return { ...s, confirmar: a.ok };
    case 'cerrar':
      return { ...s, abierto: false };
    case 'eliminado':
      return { ...s, abierto: false, fecha: null };
  }
}

/** The period the chosen date falls in, for the chosen group (a week, or a month for summaries). */
export function rangoDe(s: Pick<EliminarState, 'grupo' | 'fecha'>): Rango | null {
  return s.fecha ? periodOf(periodoDeGrupo(s.grupo), s.fecha) : null;
}
