import { and, eq } from 'drizzle-orm';
import { parcela, raster, rasterCapa, rasterComparacion } from '../db/schema/index.ts';
import { canSeeParcela } from './rules.ts';
import { asId, policy } from './types.ts';

/** A processed layer, with its raster's Storage prefix: seen by whoever sees its territory. */
export const rasterCapaPolicy = policy({
  load: async (db, { key }) => {
    const [row] = await db
      .select({ capa: rasterCapa, prefijo: raster.prefijo, cpId: parcela.cpId })
      .from(rasterCapa)
      .innerJoin(raster, eq(raster.rasterId, rasterCapa.rasterId))
      .innerJoin(parcela, eq(parcela.parcelaId, rasterCapa.parcelaId))
      .where(and(eq(rasterCapa.capaId, asId(key)), eq(raster.estado, 'listo')));
    return row;
  },
  can: (actor, _action, row) => canSeeParcela(actor, { parcelaId: row.capa.parcelaId, cpId: row.cpId }),
});

/** A cached comparison of two periods: seen by whoever sees its territory. */
export const rasterComparacionPolicy = policy({
  load: async (db, { key }) => {
    const [row] = await db
      .select({ comparacion: rasterComparacion, cpId: parcela.cpId })
      .from(rasterComparacion)
      .innerJoin(parcela, eq(parcela.parcelaId, rasterComparacion.parcelaId))
      .where(eq(rasterComparacion.comparacionId, asId(key)));
    return row;
  },
  can: (actor, _action, row) =>
    canSeeParcela(actor, { parcelaId: row.comparacion.parcelaId, cpId: row.cpId }),
});
