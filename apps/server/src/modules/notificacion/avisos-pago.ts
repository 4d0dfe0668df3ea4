import { inArray } from 'drizzle-orm';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import type { PagoRegistrado } from '@agro/domain/schemas/pago';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal, factura, usuario } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/mail-templates.ts';
import { selectFacturasConTitular } from '../factura/queries.ts';
import { notificar, quierenCorreo } from './notificar.ts';

const ENLACE_PAGOS = '/cliente-principal/finanzas';

async function pagosConCp(db: DbOrTx, pagos: PagoRegistrado[]) {
  const ids = [...new Set(pagos.map((p) => p.factura_id))];
  if (ids.length === 0) return [];
  const facturas = await selectFacturasConTitular(db, {
    email: usuario.email,
    cliente: clientePrincipal.nombre,
    activo: usuario.isActive,
  }).where(inArray(factura.facturaId, ids));
  return pagos.flatMap((p) => {
    const f = facturas.find((x) => x.facturaId === p.factura_id);
    return f && f.activo ? [{ ...p, ...f, id: facturaDisplayId(f.cpId, f.rel) }] : [];
  });
}

/** In-app notice to each invoice's client that a payment was recorded, inside the payment's transaction. */
export async function avisarPagos(tx: DbOrTx, pagos: PagoRegistrado[], now: Date): Promise<void> {
  for (const p of await pagosConCp(tx, pagos))
    await notificar(tx, {
      usuarioIds: [p.usuarioId],
      tipo: 'pagos',
      titulo: `Pago registrado en la factura ${p.id}`,
      cuerpo: `Se registró un abono de ${formatMoney(p.monto)} a ${p.nombre}. Saldo actual: ${formatMoney(p.saldo)}.`,
      enlace: ENLACE_PAGOS,
      clave: `pago:${p.pago_id}`,
      fecha: now,
    });
}

/** After the commit: one e-mail per client listing its recorded payments, unless it turned that e-mail off. */
export async function correoPagos(ctx: AppContext, pagos: PagoRegistrado[]): Promise<void> {
  const { db } = ctx.database;
  const lineas = await pagosConCp(db, pagos);
  const clientes = await quierenCorreo(db, 'pagos', [
    ...new Map(
      lineas.map((l) => [l.usuarioId, { usuarioId: l.usuarioId, email: l.email, cliente: l.cliente }]),
    ).values(),
  ]);
  for (const c of clientes) {
    const suyas = lineas.filter((l) => l.usuarioId === c.usuarioId);
    await ctx.mailer.send(
      brandedMail({
        to: c.email,
        subject: 'Registramos tu pago en Agro Monitoreo',
        saludo: `Hola ${c.cliente},`,
        parrafos: ['Registramos los siguientes abonos a tus facturas:'],
        tabla: {
          columnas: ['Factura', 'Detalle', 'Abono', 'Saldo'],
          filas: suyas.map((l) => [l.id, l.nombre, formatMoney(l.monto), formatMoney(l.saldo)]),
          derecha: [2, 3],
          ancha: 1,
        },
        boton: { texto: 'Ir a Finanzas', url: `${ctx.config.publicUrl}/login` },
      }),
    );
  }
}
