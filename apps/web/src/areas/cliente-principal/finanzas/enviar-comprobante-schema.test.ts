import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { MAX_COMPROBANTE_BYTES } from '@agro/domain/schemas/envio';
import { facturaDePrueba } from '../../../test-support/factura.ts';
import { abonoDe, comprobanteSchema, errorArchivo, totalTransferido } from './enviar-comprobante-schema.ts';

const pdf = (bytes = 10) => new File([new Uint8Array(bytes)], 'c.pdf', { type: 'application/pdf' });
const a = facturaDePrueba({ factura_id: 1, saldo: 50_000 });
const b = facturaDePrueba({ factura_id: 2, facturarel_id: 2, saldo: 20_000 });

describe('errorArchivo', () => {
  it('asks for the receipt, refuses other types and files over 10 MB', () => {
    expect(errorArchivo(null)).toBe(MSG.envioComprobanteRequerido);
    expect(errorArchivo(new File(['x'], 'c.txt', { type: 'text/plain' }))).toBe(MSG.envioComprobanteFormato);
    expect(errorArchivo(pdf(MAX_COMPROBANTE_BYTES + 1))).toBe(`${MSG.archivoMuyGrande} (10 MB)`);
    expect(errorArchivo(pdf())).toBeNull();
  });
});

describe('abonos', () => {
  it("proposes each invoice's saldo until another amount is typed", () => {
    expect(abonoDe({}, a)).toBe(50_000);
    expect(abonoDe({ 1: 1_000 }, a)).toBe(1_000);
  });
  it('adds the amounts as typed, an empty one counting 0', () => {
    expect(totalTransferido([a, b], {})).toBe(70_000);
    expect(totalTransferido([a, b], { 1: 1_000, 2: '' })).toBe(1_000);
  });
});

describe('comprobanteSchema', () => {
  it('parses to the envio body with every invoice and its abono', () => {
    const archivo = pdf();
    const r = comprobanteSchema(1, [a, b]).safeParse({ abonos: { 2: 5_000 }, archivo, comentarios: 'ok' });
    expect(r.success && r.data).toEqual({
      cp: 1,
      lineas: [
        { factura_id: 1, abono: 50_000 },
        { factura_id: 2, abono: 5_000 },
      ],
      archivo,
      comentarios: 'ok',
    });
  });
  it('refuses an abono above the saldo on its own line, and a missing file', () => {
    const r = comprobanteSchema(1, [a]).safeParse({ abonos: { 1: 60_000 }, archivo: null, comentarios: '' });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['abonos.1', 'archivo']));
  });
});
