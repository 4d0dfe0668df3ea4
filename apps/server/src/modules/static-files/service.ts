import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { parcela } from '../../db/schema/index.ts';
import { canSeeParcela, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { avatarKey } from '../usuario/avatar-service.ts';
import { loadAvatarOwnerFor } from '../usuario/policy.ts';
import type { Archivo } from '../video/service.ts';

const mimeOf = (ext: string | null) => (ext === 'png' ? 'image/png' : 'image/jpeg');
// The stored name without its extension: the row keeps the extension the content had.
const nombreDe = (file: string) => file.slice(0, file.indexOf('.'));

/** /static/avatars/{file}: the avatar of a user the caller may see. */
export async function avatar(ctx: AppContext, actor: Actor, file: string): Promise<Archivo> {
  const owner = await loadAvatarOwnerFor(ctx.database.db, actor, nombreDe(file));
  return { key: avatarKey(owner.avatarNom!, owner.avatarExt), contentType: mimeOf(owner.avatarExt) };
}

/** /static/parcelas/{file}: the picture of a territory the caller may see. */
export async function imagenParcela(ctx: AppContext, actor: Actor, file: string): Promise<Archivo> {
  const nombre = nombreDe(file);
  const [p] = await ctx.database.db
    .select({ parcelaId: parcela.parcelaId, cpId: parcela.cpId, ext: parcela.avatarExt })
    .from(parcela)
    .where(eq(parcela.avatarNom, nombre));
  if (!p || !canSeeParcela(actor, p)) throw notFound();
  return { key: `parcelas/${nombre}.${p.ext}`, contentType: mimeOf(p.ext) };
}
