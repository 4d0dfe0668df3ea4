import { eq } from 'drizzle-orm';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import type { AppContext } from '../../context.ts';
import { clientePrincipal, usuario } from '../../db/schema/index.ts';
import { permitido } from '../../lib/limites.ts';
import { brandedMail, type MailTabla } from '../../lib/mail-templates.ts';
import { cuentaDelProveedor } from '../config/cuenta-service.ts';
import type { EnvioResultado } from './queries.ts';

/** Where a failed notice is reported (the request's logger): the state change stands without it. */
export interface AvisoLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const tablaDe = (e: EnvioResultado): MailTabla => ({
  columnas: ['Factura', 'Detalle', 'Abono'],
  filas: e.lineas.map((l) => [
    facturaDisplayId(e.cp_id, l.facturarel_id),
    l.factura_nombre,
    formatMoney(l.abono),
  ]),
  derecha: [2],
  ancha: 1,
  total: { etiqueta: 'Total transferido', valor: formatMoney(e.total) },
});

async function enviar(
  ctx: AppContext,
  log: AvisoLog,
  e: EnvioResultado,
  mail: Parameters<typeof brandedMail>[0],
) {
  try {
    await ctx.mailer.send(brandedMail(mail));
  } catch (err) {
    log.error({ err, envioId: e.envio_id }, 'receipt notice failed');
  }
}

/** Tells the company's principal client that staff approved or rejected its receipt (with the reason). */
export async function avisarResolucion(ctx: AppContext, log: AvisoLog, e: EnvioResultado) {
  const [cp] = await ctx.database.db
    .select({ email: usuario.email, activo: usuario.isActive })
    .from(clientePrincipal)
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(eq(clientePrincipal.cpId, e.cp_id));
  if (!cp?.activo) return;
  const aprobado = e.estado === 'Aprobado';
  await enviar(ctx, log, e, {
    to: cp.email,
    subject: aprobado
      ? `Comprobante aprobado: pago registrado por ${formatMoney(e.total)}`
      : `Comprobante rechazado: envío del ${formatDate(e.created_at)}`,
    saludo: `Hola ${e.nombre_empresa},`,
    parrafos: aprobado
      ? [
          `Revisamos el comprobante que enviaste el ${formatDate(e.created_at)} y registramos el pago en tus facturas.`,
        ]
      : [
          `Revisamos el comprobante que enviaste el ${formatDate(e.created_at)} y no pudimos registrarlo.`,
          `Motivo: ${e.motivo_rechazo ?? ''}`,
        ],
    tabla: tablaDe(e),
    cierre: aprobado
      ? ['Puedes ver el estado de tus facturas y descargarlas en Finanzas.']
      : ['Ningún saldo cambió. Puedes enviar un nuevo comprobante desde Finanzas.'],
    boton: { texto: 'Ir a Finanzas', url: `${ctx.config.publicUrl}/cliente-principal/finanzas` },
  });
}

/**
 * Tells the provider's receipts mailbox (when configured) that a client sent a receipt to review.
 * Over the notice limit (lib/limites.ts) it is skipped: the receipt is listed for review anyway.
 */
export async function avisarNuevoEnvio(ctx: AppContext, log: AvisoLog, e: EnvioResultado) {
  const cuenta = await cuentaDelProveedor(ctx.database.db);
  if (!cuenta) return;
  const ids = { empresa: e.cp_id, proveedor: 'todos' };
  if (!(await permitido(ctx.database.db, 'avisoProveedor', ids, ctx.now()))) {
    log.warn({ envioId: e.envio_id }, 'receipt notice to the provider skipped: over its limit');
    return;
  }
  await enviar(ctx, log, e, {
    to: cuenta.email_bancario,
    subject: `Nuevo comprobante por revisar: ${e.nombre_empresa}`,
    saludo: 'Hola,',
    parrafos: [`${e.nombre_empresa} envió un comprobante de transferencia por ${formatMoney(e.total)}.`],
    tabla: tablaDe(e),
    boton: { texto: 'Revisar comprobantes', url: `${ctx.config.publicUrl}/admin/finanzas` },
  });
}
