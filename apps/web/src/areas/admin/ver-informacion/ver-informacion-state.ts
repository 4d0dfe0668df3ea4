import { servicioPermite } from '@agro/domain/constants';
import { parseParcelaId } from '@agro/domain/rules';

/** The chosen client and territory (its number within the client), and whether the registry is open. */
export interface SeleccionState {
  cpId: number | null;
  rel: number | null;
  registro: boolean;
}

const numero = (v: string | null) => (v ? Number(v) || null : null);

/** ?e={cliente}&t={territorio} opens on that territory. */
export const seleccionInicial = (params: URLSearchParams): SeleccionState => ({
  cpId: numero(params.get('e')),
  rel: numero(params.get('t')),
  registro: false,
});

export type SeleccionAction =
  | { type: 'cliente'; cpId: number | null }
  | { type: 'territorio'; rel: number | null }
  | { type: 'registro'; abierto: boolean }
  /** A territory picked in the registry by its display id (12-T-003) selects its client too. */
  | { type: 'elegido'; id: string };

export function seleccionReducer(s: SeleccionState, a: SeleccionAction): SeleccionState {
  switch (a.type) {
    // Another client's territories are other ones.
    case 'cliente':
      return { ...s, cpId: a.cpId, rel: null };
    case 'territorio':
      return { ...s, rel: a.rel };
    case 'registro':
      return { ...s, registro: a.abierto };
    case 'elegido': {
      const t = parseParcelaId(a.id);
      return t ? { cpId: t.cpId, rel: t.parcelarelId, registro: false } : { ...s, registro: false };
    }
  }
}

/** The viewer opens on the EDEB tab unless the service has only Sensores. */
export const tabInicial = (tipoServicio: string | undefined) =>
  tipoServicio && !servicioPermite(tipoServicio, 'edeb') ? 'sensores' : 'edeb';
