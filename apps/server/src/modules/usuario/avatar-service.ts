import { eq } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { AppContext } from '../../context.ts';
import { usuario } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Receive, UploadPlan } from '../../lib/multipart.ts';
import { removeStored } from '../../lib/uploads.ts';
import type { RecordOf } from '../../policies/index.ts';

/** Where avatars are stored; /static/avatars/{nombre}.{ext} serves them. */
export const PREFIJO_AVATARES = 'avatars';
export const avatarKey = (nombre: string, ext: string | null) => `${PREFIJO_AVATARES}/${nombre}.${ext}`;

// Exactly one part, file0 (its type and size are the contract's); the profile's save takes it too.
export const AVATAR_PLAN: UploadPlan = {
  prefix: PREFIJO_AVATARES,
  wrongType: MSG.avatarFormato,
  unknownFile: MSG.campoRequerido('file0'),
};

/** GET /usuario/avatar/{usuario_id}: the stored name of a visible user's avatar, or null. */
export function avatarDe(u: RecordOf<'usuario'>) {
  return u.avatarNom ? { nombre: u.avatarNom, extension: u.avatarExt ?? '' } : null;
}

/**
 * POST /usuario/subir/{usuario_id}: replaces an avatar. The whole request is read (and refused
 * whole: wrong type, too large, too many parts) before the row changes; the old file goes only
 * once the new one is recorded, and the new one goes if recording fails.
 */
export async function cambiarAvatar(ctx: AppContext, { usuarioId }: RecordOf<'usuario'>, receive: Receive) {
  const { db } = ctx.database;
  const { files } = await receive(AVATAR_PLAN);
  const stored = files.get('file0');
  if (!stored) throw badRequest(MSG.campoRequerido('file0'));
  let old: { nom: string | null; ext: string | null } | undefined;
  try {
    old = await db.transaction(async (tx) => {
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
  } catch (err) {
    await removeStored(ctx.storage, [stored.key]);
    throw err;
  }
  if (old?.nom) await removeStored(ctx.storage, [avatarKey(old.nom, old.ext)]);
  return { nombre: stored.nombre, extension: stored.ext };
}
