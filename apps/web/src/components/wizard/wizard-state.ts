import type { WizardDone } from './wizard.tsx';

export interface WizardState {
  active: number;
  /** What the current step's `validate` complained about, until fixed or the step changes. */
  error: string | null;
  /** The record a send created, shown until "Crear otro". */
  done: WizardDone | null;
}

export const wizardInicial: WizardState = { active: 0, error: null, done: null };

export type WizardAction =
  /** "Siguiente" with the current step's check: true moves on (never past the last step), a message stays. */
  | { type: 'siguiente'; check: true | string; total: number }
  | { type: 'atras' }
  /** A click on an earlier step in the stepper; later steps cannot be reached that way. */
  | { type: 'irA'; paso: number }
  | { type: 'resuelto' }
  | { type: 'enviar' }
  /** The send's answer: true starts over, a record is shown, false stays on the last step. */
  | { type: 'enviado'; resultado: boolean | WizardDone }
  | { type: 'reiniciar' };

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'siguiente':
      if (a.check !== true) return { ...s, error: a.check };
      return { ...s, error: null, active: Math.min(s.active + 1, a.total - 1) };
    case 'atras':
      return { ...s, error: null, active: Math.max(s.active - 1, 0) };
    case 'irA':
      return a.paso < s.active ? { ...s, error: null, active: a.paso } : s;
    case 'resuelto':
    case 'enviar':
      return { ...s, error: null };
    case 'enviado':
      if (a.resultado === true) return wizardInicial;
      return a.resultado ? { ...s, done: a.resultado } : s;
    case 'reiniciar':
      return wizardInicial;
  }
}
