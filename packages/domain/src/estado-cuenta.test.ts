import { describe, expect, it } from 'vitest';
import { estadoDeCuenta, estadoVisible, type Movimiento } from './estado-cuenta.ts';
import { errorAbono, estadoCuentaQuerySchema, parseEnvioLineas } from './schemas/envio.ts';

const movs: Movimiento[] = [
  { fecha: '2026-01-05', tipo: 'factura', detalle: 'F-001', monto: 100_000 },
  { fecha: '2026-01-20', tipo: 'pago', detalle: 'abono', monto: 40_000 },
  { fecha: '2026-02-03', tipo: 'pago', detalle: 'abono', monto: 10_000 },
  { fecha: '2026-02-03', tipo: 'factura', detalle: 'F-002', monto: 50_000 },
  { fecha: '2026-03-01', tipo: 'factura', detalle: 'F-003', monto: 7_000 },
];

describe('estadoDeCuenta', () => {
  it('opens with what was owed before the period, runs the balance and closes with it', () => {
    const e = estadoDeCuenta(movs, '2026-02-01', '2026-02-28');
    expect(e.saldoInicial).toBe(60_000);
    expect(e.movimientos.map((m) => [m.tipo, m.saldo])).toEqual([
      ['factura', 110_000],
      ['pago', 100_000],
    ]);
    expect(e.totalFacturado).toBe(50_000);
    expect(e.totalPagado).toBe(10_000);
    expect(e.saldoFinal).toBe(100_000);
  });

  it('an empty period keeps the opening balance', () => {
    const e = estadoDeCuenta(movs, '2027-01-01', '2027-01-31');
    expect(e.movimientos).toEqual([]);
    expect(e.saldoFinal).toBe(e.saldoInicial);
  });
});

describe('receipt rules', () => {
  it('abono: whole pesos, above 0, at most the saldo', () => {
    expect(errorAbono(1000, 5000)).toBeNull();
    expect(errorAbono(5000, 5000)).toBeNull();
    expect(errorAbono(5001, 5000)).toMatch(/\$5\.000/);
    expect(errorAbono(0, 5000)).not.toBeNull();
    expect(errorAbono(10.5, 5000)).not.toBeNull();
    expect(errorAbono(100, 0)).not.toBeNull();
  });

  it('lines: JSON, at least one, no invoice twice', () => {
    expect(parseEnvioLineas('[{"factura_id":1,"abono":"1000"}]').data).toEqual([
      { factura_id: 1, abono: 1000 },
    ]);
    expect(parseEnvioLineas('[]').success).toBe(false);
    expect(parseEnvioLineas('nope').success).toBe(false);
    expect(parseEnvioLineas(undefined).success).toBe(false);
    expect(parseEnvioLineas('[{"factura_id":1,"abono":1},{"factura_id":1,"abono":2}]').success).toBe(false);
  });

  it('statement period: real dates, start not after end', () => {
    expect(estadoCuentaQuerySchema.safeParse({ inicio: '2026-01-01', termino: '2026-01-31' }).success).toBe(
      true,
    );
    expect(estadoCuentaQuerySchema.safeParse({ inicio: '2026-02-01', termino: '2026-01-31' }).success).toBe(
      false,
    );
    expect(estadoCuentaQuerySchema.safeParse({ inicio: '2026-02-30', termino: '2026-03-31' }).success).toBe(
      false,
    );
  });

  it('visible state: overdue wins', () => {
    expect(estadoVisible({ estado: 'Parcial', vencida: true })).toBe('Vencida');
    expect(estadoVisible({ estado: 'Pagada', vencida: false })).toBe('Pagada');
  });
});
