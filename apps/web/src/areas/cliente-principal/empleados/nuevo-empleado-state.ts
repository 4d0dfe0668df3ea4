/** The territory step and the two confirmations of the new-worker wizard. */
export interface NuevoEmpleadoState {
  parcelaId: number | null;
  parcelaOk: boolean;
  checks: [boolean, boolean];
}

export const nuevoEmpleadoInicial: NuevoEmpleadoState = {
  parcelaId: null,
  parcelaOk: false,
  checks: [false, false],
};

export type NuevoEmpleadoAction =
  | { type: 'parcela'; parcelaId: number | null }
  | { type: 'parcelaOk'; ok: boolean }
  | { type: 'checks'; checks: [boolean, boolean] };

export function nuevoEmpleadoReducer(s: NuevoEmpleadoState, a: NuevoEmpleadoAction): NuevoEmpleadoState {
  switch (a.type) {
    case 'parcela':
      return { ...s, parcelaId: a.parcelaId };
    case 'parcelaOk':
      return { ...s, parcelaOk: a.ok };
    case 'checks':
      return { ...s, checks: a.checks };
  }
}

/** Registering needs the territory confirmed and both confirmations of the last step ticked. */
export const puedeRegistrar = (s: NuevoEmpleadoState) => s.checks[0] && s.checks[1] && s.parcelaOk;
