import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { facturaDisplayId, formatDate, formatMoney, todayInSantiago, plural } from '@agro/domain/format';
import type { AppContext } from '../context.ts';
import {
  clientePrincipal,
  factura,
  preferenciaNotificacion,
  recordatorioFactura,
  usuario,
} from '../db/schema/index.ts';
import { facturasVencidasMail } from '../lib/mail-templates.ts';
import { avisarFacturas } from './aviso-facturas.ts';
import type { JobResult } from './types.ts';

const WEEK_MS = 7 * 24 * 3600_000;

// Overdue (docs/RULES.md#finance): due before today and not paid.
const vencida = (today: string) => and(gt(factura.saldo, 0), lt(factura.fechaVencimiento, today));
// Qualified by hand: drizzle renders columns of single-table selects unqualified, which inside
// this subquery would bind to r.factura_id.
const recordadaDesde = (desde: Date) =>
  sql<boolean>`exists (select 1 from ${recordatorioFactura} r where r.factura_id = "factura"."factura_id" and r.sent_at > ${desde.toISOString()}::timestamptz)`;
// A client who turned off the e-mail of invoice notices (Perfil) gets no reminder.
const sinCorreoFacturas = sql`exists (select 1 from ${preferenciaNotificacion} p where p.usuario_id = ${usuario.usuarioId} and p.tipo = 'facturas' and p.correo = false)`;

/**
 * One e-mail per active client listing its overdue invoices that were not reminded within the
 * last week; the total shows the whole overdue debt. Reminders are recorded before sending
 * (under a lock on the client row) so an overlapping run skips them; a failed send unrecords them.
 */
export async function recordatorioFacturasVencidas(ctx: AppContext, now: Date): Promise<JobResult> {
  const { db } = ctx.database;
  const today = todayInSantiago(now);
  const desde = new Date(now.getTime() - WEEK_MS);
  const clientes = await db
    .selectDistinct({ cpId: factura.cpId })
    .from(factura)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, factura.cpId))
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(
      and(
        vencida(today),
        eq(clientePrincipal.isActive, true),
        eq(usuario.isActive, true),
        sql`not ${recordadaDesde(desde)}`,
        sql`not ${sinCorreoFacturas}`,
      ),
    )
    .orderBy(factura.cpId);

  let correos = 0;
  let facturas = 0;
  const fallidos: number[] = [];
  for (const { cpId } of clientes) {
    try {
      const n = await remindClient(ctx, cpId, now, today, desde);
      if (n > 0) {
        correos += 1;
        facturas += n;
      }
    } catch (err) {
      ctx.log?.error({ err, cpId }, 'overdue invoice reminder failed');
      fallidos.push(cpId);
    }
  }
  // In-app notices do not depend on the e-mails: a failed send still leaves them.
  const avisos = await avisarFacturas(ctx.database.db, now);
  const detail = `${plural(correos, 'correo enviado', 'correos enviados')}, ${plural(facturas, 'factura recordada', 'facturas recordadas')}, ${plural(avisos, 'aviso en la aplicación', 'avisos en la aplicación')}`;
  if (fallidos.length)
    return {
      ok: false,
      detail: `${detail}; falló el envío a ${plural(fallidos.length, 'cliente', 'clientes')} (cp ${fallidos.join(', ')})`,
    };
  return { ok: true, detail };
}

async function remindClient(
  ctx: AppContext,
  cpId: number,
  now: Date,
  today: string,
  desde: Date,
): Promise<number> {
  const { db } = ctx.database;
  const claim = await db.transaction(async (tx) => {
    // Serialises reminders per client; the next statement then sees what a concurrent run committed.
    const [cliente] = await tx
      .select({ nombre: clientePrincipal.nombre, email: usuario.email })
      .from(clientePrincipal)
      .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
      .where(
        and(
          eq(clientePrincipal.cpId, cpId),
          eq(clientePrincipal.isActive, true),
          eq(usuario.isActive, true),
          sql`not ${sinCorreoFacturas}`,
        ),
      )
      .for('update', { of: clientePrincipal });
    if (!cliente) return null;
    const vencidas = await tx
      .select({
        facturaId: factura.facturaId,
        rel: factura.facturarelId,
        nombre: factura.nombre,
        saldo: factura.saldo,
        vencimiento: factura.fechaVencimiento,
        reciente: recordadaDesde(desde),
      })
      .from(factura)
      .where(and(eq(factura.cpId, cpId), vencida(today)))
      .orderBy(factura.fechaVencimiento, factura.facturarelId);
    const nuevas = vencidas.filter((f) => !f.reciente);
    if (nuevas.length === 0) return null;
    await tx.insert(recordatorioFactura).values(nuevas.map((f) => ({ facturaId: f.facturaId, sentAt: now })));
    return { cliente, vencidas, nuevas };
  });
  if (!claim) return 0;

  const { cliente, vencidas, nuevas } = claim;
  const mail = facturasVencidasMail(cliente.email, {
    cliente: cliente.nombre,
    facturas: nuevas.map((f) => ({
      id: facturaDisplayId(cpId, f.rel),
      nombre: f.nombre,
      vencimiento: formatDate(f.vencimiento),
      saldo: formatMoney(f.saldo),
    })),
    deudaTotal: formatMoney(vencidas.reduce((sum, f) => sum + f.saldo, 0)),
    otrasVencidas: vencidas.length - nuevas.length,
    url: `${ctx.config.publicUrl}/login`,
  });
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    await db.delete(recordatorioFactura).where(
      and(
        inArray(
          recordatorioFactura.facturaId,
          nuevas.map((f) => f.facturaId),
        ),
        eq(recordatorioFactura.sentAt, now),
      ),
    );
    throw err;
  }
  return nuevas.length;
}
