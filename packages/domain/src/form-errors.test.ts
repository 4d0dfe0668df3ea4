import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { erroresDeCampos } from './form-errors.ts';
import { etiqueta } from './labels.ts';
import { MSG } from './messages.ts';
import { crearFacturaSchema } from './schemas/factura.ts';
import { cpDatosSchema } from './schemas/cp-registro.ts';
import { parcelaRegistroSchema } from './schemas/parcela-registro.ts';

const errores = (schema: z.ZodType, values: unknown) =>
  erroresDeCampos(schema.safeParse(values).error!.issues);
const RAW_KEYS = /\b(cp_raw|extension|coord_x|coord_y|direccion_ref|tipo_pago|fecha_inicio|region|email)\b/;

describe('labels', () => {
  it('names a field by its label, for keys, dotted paths, numbered parts and unknown keys', () => {
    expect(etiqueta('extension')).toBe('Extensión (m²)');
    expect(etiqueta('datos.region')).toBe('Región');
    expect(etiqueta(['contactos', 0, 'email'])).toBe('Email');
    expect(etiqueta('file0')).toBe('Archivo');
    expect(etiqueta('no_existe')).toBe('indicado');
    expect(MSG.campoInvalido('cp_raw')).toBe('El campo ID del cliente no es válido');
  });
});

describe('erroresDeCampos', () => {
  it('gives each field of an empty form its first message, by label, under its own key', () => {
    const e = errores(cpDatosSchema, {});
    expect(e.nombre).toBe('El campo Nombre es obligatorio');
    expect(e.region).toBe('El campo Región no es válido');
    expect(e.email).toBe('El campo Email es obligatorio');
    for (const m of Object.values(e)) expect(m).not.toMatch(RAW_KEYS);
  });

  it('words the finance and territory schemas with labels (no cp_raw, total or extension)', () => {
    const f = errores(crearFacturaSchema, { nombre: 'x', tipo_pago: 'UNICO', total: 'mil', cp_raw: 'abc' });
    expect(f.total).toBe('El campo Total no es válido');
    expect(f.cp_raw).toBe('El campo ID del cliente no es válido');
    const p = errores(parcelaRegistroSchema, { extension: -3, region: 'Narnia' });
    expect(p.extension).toBe('Extensión (m²) debe ser un número mayor que 0');
    expect(p.region).toBe('El campo Región no es válido');
    for (const m of [...Object.values(f), ...Object.values(p)]) expect(m).not.toMatch(RAW_KEYS);
  });

  it('replaces a library default message with the field’s label and nests under a prefix', () => {
    const e = errores(z.object({ contacto: z.object({ email: z.string() }) }), { contacto: { email: 3 } });
    expect(e['contacto.email']).toBe('El campo Email no es válido');
    const p = erroresDeCampos([{ path: ['telefono'], message: 'Invalid input' }], 'datos.');
    expect(p).toEqual({ 'datos.telefono': 'El campo Teléfono no es válido' });
  });

  it('keeps the catalogue’s messages that carry a value or a detail, and only those', () => {
    const e = erroresDeCampos([
      { path: ['abonos', 7], message: MSG.envioAbonoSuperaSaldo('$150.000') },
      { path: ['file'], message: `${MSG.archivoMuyGrande} (10 MB)` },
      { path: ['total'], message: 'Too big (10 MB)' },
      { path: ['nombre'], message: 'El abono no puede superar el saldo de ' },
    ]);
    expect(e).toEqual({
      'abonos.7': 'El abono no puede superar el saldo de $150.000',
      file: 'El archivo supera el tamaño máximo permitido (10 MB)',
      total: 'El campo Total no es válido',
      nombre: 'El campo Nombre no es válido',
    });
  });

  it('keeps the first message of a field', () => {
    const e = erroresDeCampos([
      { path: ['tags'], message: MSG.maximoCultivos },
      { path: ['tags'], message: MSG.cosechaLimite },
    ]);
    expect(e).toEqual({ tags: 'Máximo 10 cultivos' });
  });
});
