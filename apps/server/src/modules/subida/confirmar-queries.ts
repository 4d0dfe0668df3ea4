import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { archivoServicio, carga, subida } from '../../db/schema/index.ts';
import type { ArchivoGuardado, NuevaCarga } from '../servicio/archivos-queries.ts';

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
        const [row] = await tx
          .insert(carga)
          .values(c.carga)
          .onConflictDoNothing()
          .returning({ cargaId: carga.cargaId });
        if (!row) throw new Tomado();
        ids.push(row.cargaId);
        await tx.insert(archivoServicio).values(
          c.archivos.map((a) => ({
            cargaId: row.cargaId,
            servicioId: c.carga.servicioId,
            tipoSubida: a.tipo_subida,
            campo: a.campo,
            nombre: a.nombre,
            extension: a.ext,
            nombreOriginal: a.nombreOriginal,
            mime: a.mime,
            tamano: a.size,
            storageKey: a.key,
            createdAt: c.carga.createdAt,
          })),
        );
      }
      await tx.delete(subida).where(inArray(subida.subidaId, subidaIds));
      return ids;
    });
  } catch (err) {
    if (err instanceof Tomado) return undefined;
    throw err;
  }
}
