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
import { brandedMail } from './mail-templates.ts';

const GRUPO_LABEL = { edeb: 'EDEB', sensores: 'EDEB Sensores', global: 'Resúmenes mensuales' } as const;

/**
 * Tells a client and the active employees linked to the territory that new reports were published,
 * then marks the upload as notified. Claiming the row first makes a second caller (the job) skip it.
 */
export async function notifyNewReports(ctx: AppContext, cargaId: number): Promise<boolean> {
  const { db } = ctx.database;
  const claimed = await db
    .update(carga)
    .set({ notificadoAt: ctx.now() })
    .where(and(eq(carga.cargaId, cargaId), isNull(carga.notificadoAt)))
    .returning();
  const c = claimed[0];
  if (!c) return false;
  const [info] = await db
    .select({
      parcelaId: parcela.parcelaId,
      parcelaNombre: parcela.nombre,
      cpNombre: clientePrincipal.nombre,
      cpEmail: usuario.email,
      cpActivo: usuario.isActive,
    })
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(eq(servicio.servicioId, c.servicioId));
  if (!info) return false;
  const empleados = await db
    .select({ email: usuario.email })
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
  const to = [...(info.cpActivo ? [info.cpEmail] : []), ...empleados.map((e) => e.email)];
  if (to.length === 0) return true;
  const periodo = periodLabel(c.grupo === 'global' ? 'mensual' : 'semanal', {
    inicio: c.inicio,
    termino: c.termino,
  });
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
