import { describe, expect, it } from 'vitest';
import { estadoFactura } from './finanzas.ts';
import { ID_MAX } from './schemas/fields.ts';
import { MONTO_MAX, parseCpRaw, parsePesos, pesosSchema } from './schemas/factura.ts';
import { parsePagoIds } from './schemas/pago.ts';

describe('parsePesos', () => {
  it.each([
    [1250000, 1_250_000],
    [0, 0],
    ['1250000', 1_250_000],
    ['1.250.000', 1_250_000],
    [' 450.000 ', 450_000],
    ['999', 999],
    ['007', 7],
  ])('%j → %j', (v, n) => expect(parsePesos(v)).toBe(n));

  it.each([
    ['1.25.000'], // misplaced thousands dot
    ['1,5'],
    ['10.5'],
    ['-100'],
    ['mil'],
    [''],
    ['1e3'],
    [null],
    [undefined],
    [true],
    [{}],
    [10.5],
    [Number.MAX_SAFE_INTEGER + 1],
    [Number.NaN],
  ])('%j → null', (v) => expect(parsePesos(v)).toBeNull());

  it('the schema takes whole amounts from 1 to MONTO_MAX, naming the field by its label otherwise', () => {
    const s = pesosSchema('total');
    expect(s.parse('1.000')).toBe(1000);
    expect(s.parse(MONTO_MAX)).toBe(MONTO_MAX);
    for (const bad of [0, -1, MONTO_MAX + 1, 'abc'])
      expect(s.safeParse(bad).error?.issues[0]?.message).toBe('El campo Total no es válido');
  });
});

describe('parseCpRaw', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 12 ', 12],
    ['12-T-001', 12],
    ['12-F-003', 12],
    ['999999999', 999_999_999],
  ])('%j → %j', (v, n) => expect(parseCpRaw(v)).toBe(n));

  it.each([[0], ['0'], [-3], ['-3'], ['abc'], ['T-001'], [''], ['1234567890'], [1.5], [null], [undefined]])(
    '%j → null',
    (v) => expect(parseCpRaw(v)).toBeNull(),
  );
});

describe('parsePagoIds', () => {
  it.each([
    ['[1,2,3]', [1, 2, 3]],
    ['[1, "2"]', [1, 2]],
    ['1,2, 3', [1, 2, 3]],
    ['7', [7]],
    ['3,3,4', [3, 4]],
    [String(ID_MAX), [ID_MAX]],
  ])('%j → %j', (raw, ids) => expect(parsePagoIds(raw)).toEqual(ids));

  it.each([
    [''],
    ['[]'],
    ['[1, "x"]'],
    ['[1.5]'],
    ['{"a":1}'],
    ['[1'],
    ['0'],
    ['-1'],
    ['1,,2'],
    ['abc'],
    [String(ID_MAX + 1)], // beyond the integer column: refused, not a database error
    [Array.from({ length: 101 }, (_, i) => i + 1).join(',')],
  ])('%j → null', (raw) => expect(parsePagoIds(raw)).toBeNull());
});

describe('estadoFactura', () => {
  it.each([
    [100, 100, 'Pendiente'],
    [100, 99, 'Parcial'],
    [100, 1, 'Parcial'],
    [100, 0, 'Pagada'],
    [100, -1, 'Pagada'],
  ] as const)('total %d, saldo %d → %s', (total, saldo, estado) =>
    expect(estadoFactura(total, saldo)).toBe(estado),
  );
});
