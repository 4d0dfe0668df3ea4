import { describe, expect, it } from 'vitest';
import { wizardInicial, wizardReducer, type WizardState } from './wizard-state.ts';

const en = (active: number, error: string | null = null): WizardState => ({ active, error, done: null });
const creado = { mensaje: 'Creado', id: '1-T-001', href: '/x' };

describe('wizardReducer', () => {
  it('moves on when the step checks out, and stops at the last step', () => {
    expect(wizardReducer(en(0, 'antes'), { type: 'siguiente', check: true, total: 3 })).toEqual(en(1));
    expect(wizardReducer(en(2), { type: 'siguiente', check: true, total: 3 })).toEqual(en(2));
  });
  it("stays on the step with the check's message", () => {
    expect(wizardReducer(en(1), { type: 'siguiente', check: 'Falta el RUT', total: 3 })).toEqual(
      en(1, 'Falta el RUT'),
    );
  });
  it('goes back without going below the first step, clearing the message', () => {
    expect(wizardReducer(en(2, 'x'), { type: 'atras' })).toEqual(en(1));
    expect(wizardReducer(en(0), { type: 'atras' })).toEqual(en(0));
  });
  it('jumps only to an earlier step from the stepper', () => {
    expect(wizardReducer(en(2, 'x'), { type: 'irA', paso: 0 })).toEqual(en(0));
    expect(wizardReducer(en(1), { type: 'irA', paso: 2 })).toEqual(en(1));
    expect(wizardReducer(en(1), { type: 'irA', paso: 1 })).toEqual(en(1));
  });
  it('drops the message once the step reports it resolved', () => {
    expect(wizardReducer(en(1, 'Adjunte archivos'), { type: 'resuelto' })).toEqual(en(1));
  });
  it('starts over after a send that answers true', () => {
    const s = wizardReducer(en(3, 'x'), { type: 'enviar' });
    expect(s.error).toBeNull();
    expect(wizardReducer(s, { type: 'enviado', resultado: true })).toEqual(wizardInicial);
  });
  it('shows the created record until "Crear otro"', () => {
    const s = wizardReducer(en(3), { type: 'enviado', resultado: creado });
    expect(s).toEqual({ active: 3, error: null, done: creado });
    expect(wizardReducer(s, { type: 'reiniciar' })).toEqual(wizardInicial);
  });
  it('stays on the last step when the send failed', () => {
    expect(wizardReducer(en(3), { type: 'enviado', resultado: false })).toEqual(en(3));
  });
});
