// What happens once a raster's figures are stored (estado 'listo'): each index layer is compared with
// the territory's previous period of that index, and an alert is raised when the mean worsened (fell;
// rose for canopy temperature, whose critical class is the hottest) or the critical class grew by
// more than the territory's thresholds. An alert is recorded once per territory, index, period and
// kind; its notice goes to the company's principal client and the linked employees (bell and e-mail,
// kind 'alertas'), linking to the comparison of the two periods.
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parcela, raster, rasterAlerta, rasterCapa } from '../../db/schema/index.ts';
import { destinatariosDeParcela } from '../../lib/notifications.ts';
import { brandedMail } from '../../lib/mail-templates.ts';
import { notificar, quierenCorreo } from '../notificacion/notificar.ts';
import { pctCritica, type FilaCapa } from './capas.ts';
import { umbralesDe } from './umbrales.ts';

type Alerta = typeof rasterAlerta.$inferInsert;

/**
 * What recording an alert needs: the database and the clock; with a mailer and the public URL the
 * recipients who want it also get the e-mail (the demo seed records its alerts without mail).
 */
export type ContextoAlertas = Pick<AppContext, 'database' | 'now'> &
  Partial<Pick<AppContext, 'mailer' | 'config' | 'log'>>;

/** Called after a raster's `raster_capa` rows and `listo` state are committed. */
export async function alTerminarRaster(ctx: ContextoAlertas, rasterId: number): Promise<void> {
  const { db } = ctx.database;
  const capas = await db
    .select()
    .from(rasterCapa)
    .where(and(eq(rasterCapa.rasterId, rasterId), isNotNull(rasterCapa.indice)));
  for (const capa of capas) {
    const anterior = await capaAnterior(db, capa);
    if (!anterior || !capa.indice) continue;
    for (const alerta of await evaluar(db, capa.indice, anterior, capa)) await registrar(ctx, alerta);
  }
}

/** The territory's newest processed layer of the same index from an earlier period. */
async function capaAnterior(db: DbOrTx, c: FilaCapa): Promise<FilaCapa | undefined> {
  const [row] = await db
    .select({ capa: rasterCapa })
    .from(rasterCapa)
    .innerJoin(raster, eq(raster.rasterId, rasterCapa.rasterId))
    .where(
      and(
        eq(rasterCapa.parcelaId, c.parcelaId),
        eq(rasterCapa.capa, c.capa),
        lt(rasterCapa.inicio, c.inicio),
        eq(raster.estado, 'listo'),
      ),
    )
    .orderBy(desc(rasterCapa.inicio), desc(rasterCapa.capaId))
    .limit(1);
  return row?.capa;
}

const formatNumber = (v: number, decimales: number) =>
  v.toLocaleString('es-CL', { minimumFractionDigits: decimales, maximumFractionDigits: decimales });
const fmt = (indice: TipoIndice, v: number) =>
  `${formatNumber(v, INDICES[indice].decimales)}${INDICES[indice].unidad ? ` ${INDICES[indice].unidad}` : ''}`;
const fmtPct = (v: number) => `${formatNumber(v, 1)} %`;

/** The alerts a new layer raises against the previous period's, under the territory's thresholds. */
export async function evaluar(db: DbOrTx, indice: TipoIndice, antes: FilaCapa, ahora: FilaCapa) {
  const def = INDICES[indice];
  const u = await umbralesDe(db, ahora.parcelaId, indice);
  const [p] = await db
    .select({ nombre: parcela.nombre })
    .from(parcela)
    .where(eq(parcela.parcelaId, ahora.parcelaId));
  const nombre = p?.nombre ?? '';
  const base = { parcelaId: ahora.parcelaId, indice, inicio: ahora.inicio, inicioAnterior: antes.inicio };
  const alertas: Alerta[] = [];
  // Worse is towards the critical class: down for vigour and moisture, up for temperature.
  const sentido = def.claseCritica === def.clases.length - 1 ? 1 : -1;
  if (antes.media !== null && ahora.media !== null && sentido * (ahora.media - antes.media) > u.caida_media) {
    const [a, b] = [fmt(indice, antes.media), fmt(indice, ahora.media)];
    alertas.push({
      ...base,
      tipo: 'caida_media',
      anterior: antes.media,
      actual: ahora.media,
      umbral: u.caida_media,
      mensaje: (sentido < 0 ? MSG_INDICES.alertaCaida : MSG_INDICES.alertaSubida)(nombre, def.etiqueta, a, b),
    });
  }
  const [ca, cb] = [pctCritica(antes), pctCritica(ahora)];
  if (ca !== null && cb !== null && cb - ca > u.aumento_critica)
    alertas.push({
      ...base,
      tipo: 'aumento_critica',
      anterior: ca,
      actual: cb,
      umbral: u.aumento_critica,
      mensaje: MSG_INDICES.alertaCritica(
        nombre,
        def.etiqueta,
        def.clases[def.claseCritica]!.etiqueta,
        fmtPct(ca),
        fmtPct(cb),
      ),
    });
  return alertas;
}

/** The web paths of the comparison (agreed with the web app) for each recipient's area. */
export function enlacesComparacion(a: Pick<Alerta, 'parcelaId' | 'indice' | 'inicio' | 'inicioAnterior'>) {
  const q = `parcela=${a.parcelaId}&indice=${encodeURIComponent(a.indice)}&a=${a.inicioAnterior}&b=${a.inicio}`;
  return {
    cliente: `/cliente-principal/indices?${q}`,
    empleado: `/cliente/indices?${q}`,
    admin: `/admin/indices?${q}`,
  };
}

/** Records an alert once and, the first time only, notifies in the app (same transaction) and by e-mail. */
async function registrar(ctx: ContextoAlertas, alerta: Alerta) {
  const enlaces = enlacesComparacion(alerta);
  const aviso = await ctx.database.db.transaction(async (tx) => {
    const [nueva] = await tx
      .insert(rasterAlerta)
      .values({ ...alerta, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning();
    if (!nueva) return null;
    const quienes = await destinatariosDeParcela(tx, nueva.parcelaId);
    if (!quienes) return null;
    const comun = {
      tipo: 'alertas' as const,
      titulo: MSG_INDICES.alertaTitulo(quienes.info.parcelaNombre),
      cuerpo: nueva.mensaje,
      clave: `raster-alerta:${nueva.alertaId}`,
      fecha: ctx.now(),
    };
    await notificar(tx, {
      ...comun,
      usuarioIds: quienes.cliente.map((d) => d.usuarioId),
      enlace: enlaces.cliente,
    });
    await notificar(tx, {
      ...comun,
      usuarioIds: quienes.empleados.map((d) => d.usuarioId),
      enlace: enlaces.empleado,
    });
    return {
      nueva,
      cliente: await quierenCorreo(tx, 'alertas', quienes.cliente),
      empleados: await quierenCorreo(tx, 'alertas', quienes.empleados),
      parcelaNombre: quienes.info.parcelaNombre,
    };
  });
  const { mailer, config } = ctx;
  if (!aviso || !mailer || !config) return;
  for (const [grupo, enlace] of [
    [aviso.cliente, enlaces.cliente],
    [aviso.empleados, enlaces.empleado],
  ] as const) {
    if (grupo.length === 0) continue;
    // The in-app notice is committed; a mail server down is logged, not retried.
    await mailer
      .send(
        brandedMail({
          to: grupo.map((d) => d.email),
          subject: MSG_INDICES.alertaTitulo(aviso.parcelaNombre),
          saludo: 'Hola,',
          parrafos: [aviso.nueva.mensaje, 'Revisa la comparación de ambos periodos en la plataforma.'],
          boton: { texto: 'Ver comparación', url: `${config.publicUrl}${enlace}` },
        }),
      )
      .catch((err: unknown) =>
        ctx.log?.error({ err, alertaId: aviso.nueva.alertaId }, 'alert e-mail failed'),
      );
  }
}
