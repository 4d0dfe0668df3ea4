import type { TipoServicio } from '@agro/domain/constants';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { WizardDone } from '../../../components/wizard/wizard.tsx';
import type { Parcela } from '../../../features/parcela/api/keys.ts';

/** Agregar Servicio's wizard: the typed territory ID and its lookup, the service, the confirmation. */
export interface AgregarServicioState {
  typed: string;
  parcela: Parcela | null;
  noEncontrado: boolean;
  buscando: boolean;
  parcelaOk: boolean;
  tipo: TipoServicio | null;
  confirmado: boolean;
}

export const agregarServicioInicial: AgregarServicioState = {
  typed: '',
  parcela: null,
  noEncontrado: false,
  buscando: false,
  parcelaOk: false,
  tipo: null,
  confirmado: false,
};

export type AgregarServicioAction =
  | { type: 'escribir'; typed: string }
  /** A new lookup forgets the last territory; an ID that does not parse is not found at once. */
  | { type: 'buscar'; valido: boolean }
  | { type: 'encontrado'; parcela: Parcela | null }
  | { type: 'busquedaFallida' }
  | { type: 'confirmarParcela'; ok: boolean }
  | { type: 'elegirTipo'; tipo: TipoServicio }
  | { type: 'confirmar'; ok: boolean }
  | { type: 'reiniciar' };

export function agregarServicioReducer(
  s: AgregarServicioState,
  a: AgregarServicioAction,
): AgregarServicioState {
  switch (a.type) {
    case 'escribir':
      return { ...s, typed: a.typed };
    case 'buscar':
      return { ...s, parcela: null, parcelaOk: false, noEncontrado: !a.valido, buscando: a.valido };
    case 'encontrado':
      return { ...s, parcela: a.parcela, noEncontrado: !a.parcela, buscando: false };
    case 'busquedaFallida':
      return { ...s, noEncontrado: true, buscando: false };
    case 'confirmarParcela':
      return { ...s, parcelaOk: a.ok };
    case 'elegirTipo':
      return { ...s, tipo: a.tipo };
    case 'confirmar':
      return { ...s, confirmado: a.ok };
    case 'reiniciar':
      return agregarServicioInicial;
  }
}

/** The first step goes on only with a territory found and confirmed as the right one. */
export const parcelaLista = (s: AgregarServicioState) => s.parcela !== null && s.parcelaOk;

/** What the wizard shows once the service is registered: a link to its territory's page. */
export function servicioCreado(parcela: Parcela, tipo: TipoServicio): WizardDone {
  return {
    mensaje: `${MSG.servicioRegistrado} ${tipo}`,
    id: parcelaDisplayId(parcela.cp_id, parcela.parcelarel_id),
    href: `/admin/registro/territorios/mas-info?e=${parcela.cp_id}&t=${parcela.parcelarel_id}`,
  };
}
