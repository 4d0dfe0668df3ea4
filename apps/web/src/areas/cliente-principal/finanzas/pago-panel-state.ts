import { deudaVencida } from '@agro/domain/finanzas';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { ordenar } from './factura-filtro.ts';

type EnvioLineas = { estado: string; lineas: { factura_id: number }[] };

/** Picking an invoice twice unpicks it. */
export function alternarSeleccion(seleccion: ReadonlySet<number>, id: number): Set<number> {
  const n = new Set(seleccion);
  if (n.has(id)) n.delete(id);
  else n.add(id);
  return n;
}

/** The Pago tab's figures and which picked invoices the receipt form is for. */
export function resumenPago(
  facturas: Factura[],
  envios: EnvioLineas[],
  seleccion: ReadonlySet<number>,
  hoy: string,
) {
  const todas = ordenar(facturas);
  const impagas = todas.filter((f) => f.saldo > 0);
  const enRevision = new Set(
    envios.filter((e) => e.estado === 'En revisión').flatMap((e) => e.lineas.map((l) => l.factura_id)),
  );
  // Only invoices still unpaid and not in review stay picked (a payment or a receipt may have come meanwhile).
  const elegidas = impagas.filter((f) => seleccion.has(f.factura_id) && !enRevision.has(f.factura_id));
  return {
    todas,
    impagas,
    enRevision,
    elegidas,
    deuda: deudaVencida(impagas, hoy),
    pendiente: impagas.reduce((s, f) => s + f.saldo, 0),
    totalElegidas: elegidas.reduce((s, f) => s + f.saldo, 0),
  };
}
