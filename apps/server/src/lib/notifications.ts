import { and, eq, isNull } from 'drizzle-orm';
import { periodLabel } from '@agro/domain/periods';
import type { AppContext } from '../context.ts';
import {
  carga,
  clientePrincipal,
  empleado,
  empleadoParcela,
  parcela,
  servicio,
  usuario,
} from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { notificar, quierenCorreo } from '../modules/notificacion/notificar.ts';
import { brandedMail } from './mail-templates.ts';

const GRUPO_LABEL = { edeb: 'EDEB', sensores: 'EDEB Sensores', global: 'Resúmenes mensuales' } as const;

const ENLACE_INFORMES = {
  cliente: {
    edeb: '/cliente-principal/edeb',
    global: '/cliente-principal/edeb',
    sensores: '/cliente-principal/sensores',
  },
  empleado: { edeb: '/cliente/edeb', global: '/cliente/edeb', sensores: '/cliente/sensores' },
} as const;

/** Who is told about an upload: the client's principal user and the active employees linked to the territory. */
async function destinatariosDeCarga(db: DbOrTx, servicioId: number) {
  const [s] = await db
    .select({ parcelaId: servicio.parcelaId })
    .from(servicio)
    .where(eq(servicio.servicioId, servicioId));
  return s ? destinatariosDeParcela(db, s.parcelaId) : null;
}

/** Who is told about a territory: its company's principal user (when active) and the active employees linked to it. */
export async function destinatariosDeParcela(db: DbOrTx, parcelaId: number) {
  const [info] = await db
    .select({
      parcelaId: parcela.parcelaId,
      parcelaNombre: parcela.nombre,
      cpNombre: clientePrincipal.nombre,
      cpUsuarioId: usuario.usuarioId,
      cpEmail: usuario.email,
      cpActivo: usuario.isActive,
    })
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(eq(parcela.parcelaId, parcelaId));
  if (!info) return null;
  const empleados = await db
    .select({ usuarioId: usuario.usuarioId, email: usuario.email })
    .from(empleadoParcela)
    .innerJoin(empleado, eq(empleado.empleadoId, empleadoParcela.empleadoId))
    .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
    .where(
      and(
        eq(empleadoParcela.parcelaId, info.parcelaId),
        eq(usuario.isActive, true),
        eq(empleado.isActive, true),
      ),
    );
  const cliente = info.cpActivo ? [{ usuarioId: info.cpUsuarioId, email: info.cpEmail }] : [];
  return { info, cliente, empleados };
}

/**
 * The in-app side of an upload's notice: one item per recipient (the upload's clave keeps it to
 * one however often it runs). Returns the recipients and the period label for the e-mail.
 */
export async function avisarCarga(tx: DbOrTx, c: typeof carga.$inferSelect, fecha: Date) {
  const quienes = await destinatariosDeCarga(tx, c.servicioId);
  if (!quienes) return null;
  const periodo = periodLabel(c.grupo === 'global' ? 'mensual' : 'semanal', {
    inicio: c.inicio,
    termino: c.termino,
  });
  const aviso = {
    tipo: 'informes' as const,
    titulo: `Nuevos informes ${GRUPO_LABEL[c.grupo]} – ${quienes.info.parcelaNombre}`,
    cuerpo: `Periodo: ${periodo}.`,
    clave: `carga:${c.cargaId}`,
    fecha,
  };
  await notificar(tx, {
    ...aviso,
    usuarioIds: quienes.cliente.map((d) => d.usuarioId),
    enlace: ENLACE_INFORMES.cliente[c.grupo],
  });
  await notificar(tx, {
    ...aviso,
    usuarioIds: quienes.empleados.map((d) => d.usuarioId),
    enlace: ENLACE_INFORMES.empleado[c.grupo],
  });
  return { ...quienes, periodo };
}

/**
 * Tells a client and the active employees linked to the territory that new reports were published:
 * in the app (with the claim, in one transaction) and by e-mail to those who want it, then leaves
 * the upload marked as notified. Claiming the row first makes a second caller (the job) skip it; a
 * retried notice adds no second in-app item.
 */
export async function notifyNewReports(ctx: AppContext, cargaId: number): Promise<boolean> {
  const { db } = ctx.database;
  const claim = await db.transaction(async (tx) => {
    const [c] = await tx
      .update(carga)
      .set({ notificadoAt: ctx.now() })
      .where(and(eq(carga.cargaId, cargaId), isNull(carga.notificadoAt)))
      .returning();
    if (!c) return null;
    const avisados = await avisarCarga(tx, c, ctx.now());
    if (!avisados) return null;
    const correo = await quierenCorreo(tx, 'informes', [...avisados.cliente, ...avisados.empleados]);
    return { c, info: avisados.info, periodo: avisados.periodo, to: correo.map((d) => d.email) };
  });
  if (!claim) return false;
  const { c, info, periodo, to } = claim;
  if (to.length === 0) return true;
  const area = c.grupo === 'sensores' ? 'EDEB Sensores' : 'EDEB';
  try {
    await ctx.mailer.send(
      brandedMail({
        to,
        subject: `Nuevos informes ${GRUPO_LABEL[c.grupo]} – ${info.parcelaNombre}`,
        saludo: `Hola,`,
        parrafos: [
          `Se publicaron nuevos informes (${GRUPO_LABEL[c.grupo]}) del territorio ${info.parcelaNombre} de ${info.cpNombre}.`,
          `Periodo: ${periodo}.`,
          `Puedes revisarlos y descargarlos en la sección ${area} de la plataforma.`,
        ],
        boton: { texto: 'Ver informes', url: `${ctx.config.publicUrl}/login` },
      }),
    );
  } catch (err) {
    // Unclaim so the scheduled task retries later.
    await db.update(carga).set({ notificadoAt: null }).where(eq(carga.cargaId, cargaId));
    throw err;
  }
  return true;
}
