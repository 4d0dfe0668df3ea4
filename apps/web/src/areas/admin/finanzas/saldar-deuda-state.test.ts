import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { ApiError } from '../../../lib/request.ts';
import { facturaDePrueba } from '../../../test-support/factura.ts';
import {
  alternarAbono,
  falloDePago,
  falloDeRecibo,
  ordenarFacturas,
  resumenSaldar,
  saldarInicial,
  saldarReducer,
  totalAPagar,
} from './saldar-deuda-state.ts';

const pagada = facturaDePrueba({ factura_id: 1, saldo: 0, fecha_vencimiento: '2026-01-01' });
const tarde = facturaDePrueba({ factura_id: 2, saldo: 5_000, fecha_vencimiento: '2026-03-01' });
const pronto = facturaDePrueba({ factura_id: 3, saldo: 8_000, fecha_vencimiento: '2026-02-01' });

describe('ordenarFacturas', () => {
  it('lists unpaid invoices by due date and paid ones last', () => {
    expect(ordenarFacturas([pagada, tarde, pronto]).map((f) => f.factura_id)).toEqual([3, 2, 1]);
  });
  it('does not reorder the list it is given', () => {
    const lista = [pagada, tarde];
    ordenarFacturas(lista);
    expect(lista).toEqual([pagada, tarde]);
  });
});

describe('alternarAbono', () => {
  it('proposes the whole saldo when an invoice is chosen', () => {
    expect(alternarAbono({}, tarde, true)).toEqual({ 2: 5_000 });
  });
  it('drops the line when it is unchosen, keeping the others', () => {
    expect(alternarAbono({ 2: 1_000, 3: 8_000 }, tarde, false)).toEqual({ 3: 8_000 });
  });
});

describe('totalAPagar', () => {
  it('adds only the abonos that will be accepted', () => {
    // 6 000 is above invoice 2's saldo and '' is not a number: neither counts.
    expect(totalAPagar([tarde, pronto], { 2: 1_000, 3: 8_000 })).toBe(9_000);
    expect(totalAPagar([tarde, pronto], { 2: 6_000, 3: '' })).toBe(0);
  });
  it('ignores abonos of invoices not in the list', () => {
    expect(totalAPagar([tarde], { 2: 1_000, 99: 5 })).toBe(1_000);
  });
});

describe('resumenSaldar', () => {
  it('counts the chosen invoices and flags an abono the schema refused', () => {
    const r = resumenSaldar([pagada, tarde, pronto], { 2: 6_000, 3: 8_000 }, { 'abonos.2': 'supera' });
    expect(r).toMatchObject({ elegidas: 2, total: 8_000, abonoConError: true });
    expect(r.ordenadas.map((f) => f.factura_id)).toEqual([3, 2, 1]);
  });
  it('does not take the form-wide abono error for a line error', () => {
    expect(resumenSaldar([tarde], {}, { abonos: 'elija una' }).abonoConError).toBe(false);
  });
});

describe('fallos', () => {
  it('names the server reason under the form, but leaves a 401 to its own notice', () => {
    expect(falloDePago(new ApiError(409, 'ya pagada'))).toBe(`${MSG.facturaNoSaldada}: ya pagada`);
    expect(falloDePago(new ApiError(401, 'sesión'))).toBeNull();
    expect(falloDePago(new Error('red'))).toBeNull();
  });
  it('always says the receipt did not upload, with the reason when there is one', () => {
    expect(falloDeRecibo(new ApiError(413, 'muy grande'))).toBe(`${MSG.archivosNoSubidos}: muy grande`);
    expect(falloDeRecibo(new Error('red'))).toBe(MSG.archivosNoSubidos);
  });
});

describe('saldarReducer', () => {
  it('clears the last failure and marks sending when the form is sent', () => {
    const s = saldarReducer({ ...saldarInicial, fallo: 'antes' }, { type: 'enviar' });
    expect(s).toEqual({ fallo: null, enviando: true, sinRecibo: null });
    expect(saldarReducer(s, { type: 'terminado' }).enviando).toBe(false);
  });
  it('switches to asking only for the receipt when it failed after the payments', () => {
    let s = saldarReducer(saldarInicial, { type: 'enviar' });
    s = saldarReducer(s, { type: 'reciboFallido', ids: [7, 8], fallo: 'x' });
    expect(s.sinRecibo).toEqual([7, 8]);
    expect(s.fallo).toBe('x');
    // Retrying keeps the pending payments and the alert until the new attempt answers.
    s = saldarReducer(saldarReducer(s, { type: 'terminado' }), { type: 'reintentar' });
    expect(s).toEqual({ fallo: 'x', enviando: true, sinRecibo: [7, 8] });
  });
  it('forgets the pending receipt and the alert when closed', () => {
    const s = saldarReducer({ fallo: 'x', enviando: false, sinRecibo: [1] }, { type: 'cerrar' });
    expect(s).toEqual(saldarInicial);
  });
  it('shows a refused payment under the form', () => {
    const s = saldarReducer(saldarReducer(saldarInicial, { type: 'enviar' }), {
      type: 'pagoFallido',
      fallo: 'no',
    });
    expect(s.fallo).toBe('no');
  });
});
