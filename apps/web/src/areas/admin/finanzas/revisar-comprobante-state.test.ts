import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { ApiError } from '../../../lib/request.ts';
import { excedeSaldo, mensajeDe, revisionInicial, revisionReducer } from './revisar-comprobante-state.ts';

describe('excedeSaldo', () => {
  it('is true when one abono is above what its invoice still owes', () => {
    expect(
      excedeSaldo({
        lineas: [
          { abono: 100, saldo: 100 },
          { abono: 51, saldo: 50 },
        ],
      }),
    ).toBe(true);
  });
  it('is false when every abono fits', () => {
    expect(excedeSaldo({ lineas: [{ abono: 100, saldo: 100 }] })).toBe(false);
    expect(excedeSaldo({ lineas: [] })).toBe(false);
  });
});

describe('mensajeDe', () => {
  it("shows the server's reason, or the generic failure", () => {
    expect(mensajeDe(new ApiError(409, 'ya revisado'))).toBe('ya revisado');
    expect(mensajeDe(new TypeError('red'))).toBe(MSG.errorSolicitud);
  });
});

describe('revisionReducer', () => {
  it('opens the reject form and goes back to the buttons', () => {
    const s = revisionReducer(revisionInicial, { type: 'rechazar' });
    expect(s.rechazando).toBe(true);
    expect(revisionReducer(s, { type: 'volver' }).rechazando).toBe(false);
  });
  it('keeps a failure shown while rejecting, and clears it when approving again', () => {
    let s = revisionReducer(revisionInicial, { type: 'rechazar' });
    s = revisionReducer(s, { type: 'fallo', mensaje: 'no' });
    expect(s).toEqual({ rechazando: true, fallo: 'no' });
    s = revisionReducer(revisionReducer(s, { type: 'volver' }), { type: 'aprobar' });
    expect(s.fallo).toBeNull();
  });
  it('starts clean after closing', () => {
    expect(revisionReducer({ rechazando: true, fallo: 'x' }, { type: 'cerrar' })).toEqual(revisionInicial);
  });
});
