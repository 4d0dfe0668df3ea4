import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subida } from '../../db/schema/index.ts';
import { insertCargaEn, type ArchivoGuardado, type NuevaCarga } from '../servicio/archivos-queries.ts';

export interface CargaNueva {
  carga: NuevaCarga;
  archivos: ArchivoGuardado[];
}

class Tomado extends Error {}

/**
 * Records every group's upload and files and forgets the tus uploads they came from, in one
 * transaction; undefined (nothing written) when any group's period was taken meanwhile.
 */
export async function insertCargas(db: Db, cargas: CargaNueva[], subidaIds: string[]) {
  try {
    return await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const c of cargas) {
        const cargaId = await insertCargaEn(tx, c.carga, c.archivos);
        if (cargaId === undefined) throw new Tomado();
        ids.push(cargaId);
      }
      await tx.delete(subida).where(inArray(subida.subidaId, subidaIds));
      return ids;
    });
  } catch (err) {
    if (err instanceof Tomado) return undefined;
    throw err;
  }
}
