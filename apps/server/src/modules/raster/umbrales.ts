// Alert thresholds per territory and index. Defaults (decision 023): the mean worsening by more than
// the index's comparison margin (margenCambio: 0.05 NDVI, 0.03 NDRE, 1 °C, 2 %), or the critical
// class growing by more than 10 percentage points of the valid area.
import { and, eq } from 'drizzle-orm';
import type { UmbralesRaster } from '@agro/domain/contracts/raster';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rasterUmbral } from '../../db/schema/index.ts';

export const AUMENTO_CRITICA_PREDETERMINADO = 10;

export async function umbralesDe(db: DbOrTx, parcelaId: number, indice: TipoIndice): Promise<UmbralesRaster> {
  const [u] = await db
    .select()
    .from(rasterUmbral)
    .where(and(eq(rasterUmbral.parcelaId, parcelaId), eq(rasterUmbral.indice, indice)));
  return {
    indice,
    unidad: INDICES[indice].unidad,
    caida_media: u?.caidaMedia ?? INDICES[indice].margenCambio,
    aumento_critica: u?.aumentoCritica ?? AUMENTO_CRITICA_PREDETERMINADO,
    predeterminado: !u,
  };
}

export const obtener = (ctx: AppContext, parcelaId: number, indice: TipoIndice) =>
  umbralesDe(ctx.database.db, parcelaId, indice);

/** Employees read the thresholds; only staff and the company's principal client change them (the route's record). */
export async function guardar(
  ctx: AppContext,
  parcelaId: number,
  body: { indice: TipoIndice; caida_media: number; aumento_critica: number },
) {
  const { db } = ctx.database;
  const valores = {
    caidaMedia: body.caida_media,
    aumentoCritica: body.aumento_critica,
    updatedAt: ctx.now(),
  };
  await db
    .insert(rasterUmbral)
    .values({ parcelaId, indice: body.indice, ...valores })
    .onConflictDoUpdate({ target: [rasterUmbral.parcelaId, rasterUmbral.indice], set: valores });
  return umbralesDe(db, parcelaId, body.indice);
}
