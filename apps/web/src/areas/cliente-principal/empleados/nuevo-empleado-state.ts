/** The territory step and the two confirmations of the new-worker wizard. */
export interface NuevoTrabajadorState {
  parcelaId: number | null;
  territorioOk: boolean;
  checks: [boolean, boolean];
}

export const nuevoTrabajadorInicial: NuevoTrabajadorState = {
  parcelaId: null,
  territorioOk: false,
  checks: [false, false],
};

export type NuevoTrabajadorAction =
  | { type: 'parcela'; parcelaId: number | null }
  | { type: 'territorioOk'; ok: boolean }
  | { type: 'checks'; checks: [boolean, boolean] };

export function nuevoTrabajadorReducer(
  s: NuevoTrabajadorState,
  a: NuevoTrabajadorAction,
): NuevoTrabajadorState {
  switch (a.type) {
    case 'parcela':
      return { ...s, parcelaId: a.parcelaId };
    case 'territorioOk':
      return { ...s, territorioOk: a.ok };
    case 'checks':
      return { ...s, checks: a.checks };
  }
}

/** Registering needs the territory confirmed and both confirmations of the last step ticked. */
export const puedeRegistrar = (s: NuevoTrabajadorState) => s.checks[0] && s.checks[1] && s.territorioOk;
