import type { Factura } from '../features/factura/api/keys.ts';

/** An unpaid invoice of client 1 for the web's state tests; override what the test is about. */
export function facturaDePrueba(over: Partial<Factura> = {}): Factura {
  return {
    factura_id: 1,
    facturarel_id: 1,
    nombre: 'Servicio Foliar',
    comentarios: '',
    tipo_pago: 'MENSUAL',
    total: 100_000,
    saldo: 100_000,
    estado: 'Pendiente',
    vencida: false,
    fecha_emision: '2026-01-01',
    fecha_vencimiento: '2026-02-01',
    servicio_id: null,
    tipo_servicio: null,
    parcela_id: null,
    parcelarel_id: null,
    parcela_nombre: null,
    cp_id: 1,
    identificador: 1,
    nombre_empresa: 'Agrícola Demo',
    pagos: [],
    ...over,
  };
}
