import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import { AVATAR_MAX_BYTES } from '@agro/domain/schemas/perfil';
import type { AppContext } from '../../context.ts';
import { usuario } from '../../db/schema/index.ts';
import { HttpError, notFound, unsupportedType } from '../../lib/errors.ts';
import { removeStored, storeUpload } from '../../lib/uploads.ts';

const avatarKey = (nombre: string, ext: string | null) => `avatars/${nombre}.${ext}`;

/**
 * Stores a new avatar (PNG or JPEG by content) and points the user at it. The old file is deleted
 * only once the new one is recorded; on any failure the old avatar stays and the new file is removed.
 */
export async function replaceAvatar(ctx: AppContext, usuarioId: number, file: MultipartFile) {
  const { db } = ctx.database;
  const [exists] = await db
    .select({ id: usuario.usuarioId })
    .from(usuario)
    .where(eq(usuario.usuarioId, usuarioId));
  if (!exists) {
    file.file.resume();
    throw notFound();
  }
  const stored = await storeUpload(ctx.storage, file, {
    prefix: 'avatars',
    allowed: ['png', 'jpg'],
    maxBytes: AVATAR_MAX_BYTES,
  }).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 415 ? unsupportedType(MSG.avatarFormato) : err;
  });
  try {
    const old = await db.transaction(async (tx) => {
      const [prev] = await tx
        .select({ nom: usuario.avatarNom, ext: usuario.avatarExt })
        .from(usuario)
        .where(eq(usuario.usuarioId, usuarioId))
        .for('update');
      await tx
        .update(usuario)
        .set({ avatarNom: stored.nombre, avatarExt: stored.ext, dateModified: ctx.now() })
        .where(eq(usuario.usuarioId, usuarioId));
      return prev;
    });
    if (old?.nom) await removeStored(ctx.storage, [avatarKey(old.nom, old.ext)]);
  } catch (err) {
    await removeStored(ctx.storage, [stored.key]);
    throw err;
  }
  return { nombre: stored.nombre, extension: stored.ext };
}
