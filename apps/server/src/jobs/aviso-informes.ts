import { plural } from '@agro/domain/format';
import { asc, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { carga } from '../db/schema/index.ts';
import { notifyNewReports } from '../lib/notifications.ts';
import type { JobResult } from './types.ts';

// A run handles at most this many uploads; the rest wait for the next slot.
const LOTE = 200;

/** Sends the new-report notice for uploads whose notice was not sent at upload time (or failed). */
export async function avisoNuevosInformes(ctx: AppContext): Promise<JobResult> {
  const pendientes = await ctx.database.db
    .select({ cargaId: carga.cargaId })
    .from(carga)
    .where(isNull(carga.notificadoAt))
    .orderBy(asc(carga.cargaId))
    .limit(LOTE);
  let enviados = 0;
  const fallidas: number[] = [];
  for (const { cargaId } of pendientes) {
    try {
      if (await notifyNewReports(ctx, cargaId)) enviados += 1;
    } catch (err) {
      ctx.log?.error({ err, cargaId }, 'new reports notice failed');
      fallidas.push(cargaId);
    }
  }
  const detail = `${plural(enviados, 'aviso de nuevos informes enviado', 'avisos de nuevos informes enviados')} de ${plural(pendientes.length, 'carga pendiente', 'cargas pendientes')}`;
  if (fallidas.length)
    return {
      ok: false,
      detail: `${detail}; falló el envío de ${fallidas.length} (cargas ${fallidas.join(', ')})`,
    };
  return { ok: true, detail };
}
