import { describe, expect, it } from 'vitest';
import { facturaDePrueba } from '../../../test-support/factura.ts';
import { alternarSeleccion, resumenPago } from './pago-panel-state.ts';

const HOY = '2026-03-15';
const vencida = facturaDePrueba({ factura_id: 1, saldo: 10_000, fecha_vencimiento: '2026-03-01' });
const alDia = facturaDePrueba({
  factura_id: 2,
  facturarel_id: 2,
  saldo: 5_000,
  fecha_vencimiento: '2026-04-01',
});
const pagada = facturaDePrueba({ factura_id: 3, facturarel_id: 3, saldo: 0, estado: 'Pagada' });

describe('alternarSeleccion', () => {
  it('picks and unpicks an invoice without changing the set it was given', () => {
    const antes = new Set([1]);
    expect([...alternarSeleccion(antes, 2)]).toEqual([1, 2]);
    expect([...alternarSeleccion(antes, 1)]).toEqual([]);
    expect([...antes]).toEqual([1]);
  });
});

describe('resumenPago', () => {
  it('adds what is overdue and what is left to pay', () => {
    const r = resumenPago([pagada, alDia, vencida], [], new Set(), HOY);
    expect(r).toMatchObject({ deuda: 10_000, pendiente: 15_000 });
    expect(r.impagas.map((f) => f.factura_id)).toEqual([1, 2]);
  });
  it('drops from the pick the invoices already paid or with a receipt in review', () => {
    const envios = [
      { estado: 'En revisión', lineas: [{ factura_id: 2 }] },
      { estado: 'Rechazado', lineas: [{ factura_id: 1 }] },
    ];
    const r = resumenPago([pagada, alDia, vencida], envios, new Set([1, 2, 3]), HOY);
    expect(r.elegidas.map((f) => f.factura_id)).toEqual([1]);
    expect(r.totalElegidas).toBe(10_000);
    expect([...r.enRevision]).toEqual([2]);
  });
});
