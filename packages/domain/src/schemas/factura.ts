import { z } from 'zod';
import { ESTADOS_FACTURA, TIPOS_PAGO } from '../constants.ts';
import type { Factura, PagoDeFactura as PagoDeFacturaWire } from '../contracts/factura.ts';
import { facturaDisplayId } from '../format.ts';
import { MSG } from '../messages.ts';
import { fechaCampo, ID_MAX } from './fields.ts';

/** Largest amount accepted, well inside exact integers. */
export const MONTO_MAX = 999_999_999_999;

/** Whole pesos from a number or a string of digits (thousands dots allowed: "1.250.000"). */
export function parsePesos(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d{1,3}(\.?\d{3})*\s*$|^\s*\d+\s*$/.test(value))
    n = Number(value.replace(/[.\s]/g, ''));
  else return null;
  return Number.isSafeInteger(n) ? n : null;
}

/** A positive whole amount of pesos (number or numeric string), with the field named in the error. */
export const pesosSchema = (campo: string, mensaje = MSG.campoInvalido(campo)) =>
  z.unknown().transform((v, c) => {
    const n = parsePesos(v);
    if (n === null || n <= 0 || n > MONTO_MAX) {
      c.addIssue({ code: 'custom', message: mensaje });
      return z.NEVER;
    }
    return n;
  });

/** A client id as typed: a number, '12' or a typed id whose first segment is the client ('12-T-001'). */
export function parseCpRaw(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim().split('-')[0]!.trim()
        : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

const idOpcional = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, c) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > ID_MAX) {
      c.addIssue({ code: 'custom', message: MSG.campoInvalido('servicio_id') });
      return z.NEVER;
    }
    return n;
  });

/** POST /factura/crear (docs/RULES.md#validation): MENSUAL needs servicio_id; UNICO has none. */
export const crearFacturaSchema = z
  .object({
    nombre: z
      .string({ error: MSG.campoRequerido('nombre') })
      .trim()
      .min(1, { error: MSG.campoRequerido('nombre') })
      .max(200, { error: MSG.campoInvalido('nombre') }),
    comentarios: z
      .string()
      .trim()
      .max(2000, { error: MSG.campoInvalido('comentarios') })
      .optional()
      .default(''),
    tipo_pago: z.enum(TIPOS_PAGO, { error: MSG.campoRequerido('tipo_pago') }),
    total: pesosSchema('total'),
    servicio_id: idOpcional,
    cp_raw: z.unknown().transform((v, c) => {
      const n = parseCpRaw(v);
      if (n === null) {
        c.addIssue({ code: 'custom', message: MSG.campoInvalido('cp_raw') });
        return z.NEVER;
      }
      return n;
    }),
    fecha_inicio: fechaCampo('fecha_inicio'),
  })
  .superRefine((v, c) => {
    if (v.tipo_pago === 'MENSUAL' && v.servicio_id === null) {
      c.addIssue({ code: 'custom', path: ['servicio_id'], message: MSG.campoRequerido('servicio_id') });
    }
  })
  .transform((v) => ({ ...v, servicio_id: v.tipo_pago === 'UNICO' ? null : v.servicio_id }));
export type CrearFacturaInput = z.input<typeof crearFacturaSchema>;
export type CrearFactura = z.output<typeof crearFacturaSchema>;

/** `?inicio&termino` of the invoice searches; both optional (defaults 2024-01-01 and today), never reversed. */
export const rangoFacturasQuerySchema = z
  .object({
    inicio: fechaCampo('inicio').optional(),
    termino: fechaCampo('termino').optional(),
  })
  .refine((q) => !q.inicio || !q.termino || q.inicio <= q.termino, {
    error: MSG.campoInvalido('termino'),
    path: ['termino'],
  });

/** Invoice list filter of the admin's Finanzas (selector Pago Recurrente / Pago Único / Todos). */
export const TIPOS_BUSQUEDA_FACTURA = ['RECURRENTE', 'UNICO', 'TODOS'] as const;
export type TipoBusquedaFactura = (typeof TIPOS_BUSQUEDA_FACTURA)[number];

/** GET /factura/export.csv: the same search as the screen plus its table filters. */
export const exportFacturasQuerySchema = rangoFacturasQuerySchema.safeExtend({
  tipo: z.enum(TIPOS_BUSQUEDA_FACTURA),
  /** Client id (UNICO, TODOS) or typed territory id `{cp}-T-{n}` (RECURRENTE). */
  id: z
    .string()
    .trim()
    .min(1, { error: MSG.campoRequerido('id') })
    .max(40),
  estado: z.enum(ESTADOS_FACTURA).optional(),
  q: z.string().trim().max(100).optional(),
});

/** A payment of an invoice as the admin's lists carry it (the wire form of the contract's schema). */
export type PagoDeFactura = PagoDeFacturaWire;

/** An invoice as the `facturas` lists answer it (the wire form of the contract's `facturaSchema`). */
export type FacturaRow = Factura;

/** The fields of an invoice the Finanzas filters read. */
type FilaFiltrable = Pick<
  Factura,
  | 'estado'
  | 'cp_id'
  | 'facturarel_id'
  | 'nombre'
  | 'comentarios'
  | 'tipo_servicio'
  | 'parcela_nombre'
  | 'tipo_pago'
>;

/** The Finanzas table's filters (status and free text), shared by the screen and the CSV export. */
export function filtrarFacturas<T extends FilaFiltrable>(
  rows: T[],
  f: { estado?: string | null; q?: string | null },
): T[] {
  const q = (f.q ?? '').trim().toLowerCase();
  return rows.filter((r) => {
    if (f.estado && r.estado !== f.estado) return false;
    if (!q) return true;
    const id = facturaDisplayId(r.cp_id, r.facturarel_id).toLowerCase();
    return [id, r.nombre, r.comentarios, r.tipo_servicio ?? '', r.parcela_nombre ?? '', r.tipo_pago].some(
      (v) => v.toLowerCase().includes(q),
    );
  });
}
