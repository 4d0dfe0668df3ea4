import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { facturaDisplayId, formatDate, formatMoney, todayInSantiago } from '@agro/domain/format';
import { addDays } from '@agro/domain/periods';
import type { DbOrTx } from '../db/client.ts';
import { clientePrincipal, factura, notificacion, usuario } from '../db/schema/index.ts';
import { selectFacturasConTitular } from '../modules/factura/queries.ts';
import { notificar } from '../modules/notificacion/notificar.ts';

/** How many days ahead an unpaid invoice counts as due soon. */
export const DIAS_POR_VENCER = 7;

const ENLACE_FINANZAS = '/cliente-principal/finanzas';

type Estado = 'por_vencer' | 'vencida';
const claveDe = (facturaId: number, estado: Estado) => `factura:${facturaId}:${estado}`;
// The state an unpaid invoice is in on `today`, as the SQL of its notice's clave.
const claveSql = (today: string) =>
  sql<string>`'factura:' || ${factura.facturaId} || case when ${factura.fechaVencimiento} < ${today}::date then ':vencida' else ':por_vencer' end`;

/**
 * In-app notices to principal clients: an unpaid invoice due within DIAS_POR_VENCER days, and one
 * that is overdue. Each invoice gets at most one notice per state (the clave), however often this runs.
 */
export async function avisarFacturas(db: DbOrTx, now: Date): Promise<number> {
  const today = todayInSantiago(now);
  const candidatas = await selectFacturasConTitular(db, { vencimiento: factura.fechaVencimiento })
    .where(
      and(
        gt(factura.saldo, 0),
        lte(factura.fechaVencimiento, addDays(today, DIAS_POR_VENCER)),
        eq(clientePrincipal.isActive, true),
        eq(usuario.isActive, true),
        sql`not exists (select 1 from ${notificacion} n where n.usuario_id = ${usuario.usuarioId} and n.clave = ${claveSql(today)})`,
      ),
    )
    .orderBy(factura.fechaVencimiento, factura.facturaId);
  let creadas = 0;
  for (const f of candidatas) {
    const estado: Estado = f.vencimiento < today ? 'vencida' : 'por_vencer';
    const id = facturaDisplayId(f.cpId, f.rel);
    creadas += await notificar(db, {
      usuarioIds: [f.usuarioId],
      tipo: 'facturas',
      titulo: estado === 'vencida' ? `Factura ${id} vencida` : `Factura ${id} por vencer`,
      cuerpo:
        estado === 'vencida'
          ? `${f.nombre}: venció el ${formatDate(f.vencimiento)} con saldo ${formatMoney(f.saldo)}.`
          : `${f.nombre}: vence el ${formatDate(f.vencimiento)}; saldo ${formatMoney(f.saldo)}.`,
      enlace: ENLACE_FINANZAS,
      clave: claveDe(f.facturaId, estado),
      fecha: now,
    });
  }
  return creadas;
}
