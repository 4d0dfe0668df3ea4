import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { parcela, parcelaLimite } from '../schema/index.ts';
import { filaLimite } from '../../modules/mapa/service.ts';
import { limiteDemo } from './contornos.ts';
import { DEMO_CPS } from './demo-data.ts';

export { contornoDemo, limiteDemo } from './contornos.ts';

/** Boundaries for every demo territory, as if drawn or uploaded by the staff. */
export async function insertLimites(tx: DbOrTx, cpIds: number[], adminUsuarioId: number, now: Date) {
  for (const [i, empresa] of DEMO_CPS.entries()) {
    for (const t of empresa.parcelas) {
      const [p] = await tx
        .select({ parcelaId: parcela.parcelaId })
        .from(parcela)
        .where(and(eq(parcela.cpId, cpIds[i]!), eq(parcela.parcelarelId, t.rel)));
      if (!p) continue;
      const geo = limiteDemo(i, t);
      const origen = t.rel === 1 ? 'kml' : 'dibujo';
      await tx.insert(parcelaLimite).values(filaLimite(p.parcelaId, geo, origen, adminUsuarioId, now));
    }
  }
}
