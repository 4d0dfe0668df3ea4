import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { archivoServicio, parcela, servicio, usuario } from '../../db/schema/index.ts';

/**
 * Storage keys of everything stored under some territories: their report files and avatars.
 * Collected inside the deleting transaction, removed from storage only after it commits.
 */
export async function parcelaStorageKeys(db: DbOrTx, parcelaIds: number[]): Promise<string[]> {
  if (parcelaIds.length === 0) return [];
  const files = await db
    .select({ key: archivoServicio.storageKey })
    .from(archivoServicio)
    .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
    .where(inArray(servicio.parcelaId, parcelaIds));
  const avatars = await db
    .select({ nom: parcela.avatarNom, ext: parcela.avatarExt })
    .from(parcela)
    .where(and(inArray(parcela.parcelaId, parcelaIds), isNotNull(parcela.avatarNom)));
  return [...files.map((f) => f.key), ...avatars.map((a) => `parcelas/${a.nom}.${a.ext}`)];
}

/** Storage keys of some users' avatars. */
export async function usuarioStorageKeys(db: DbOrTx, usuarioIds: number[]): Promise<string[]> {
  if (usuarioIds.length === 0) return [];
  const rows = await db
    .select({ nom: usuario.avatarNom, ext: usuario.avatarExt })
    .from(usuario)
    .where(and(inArray(usuario.usuarioId, usuarioIds), isNotNull(usuario.avatarNom)));
  return rows.map((a) => `avatars/${a.nom}.${a.ext}`);
}
