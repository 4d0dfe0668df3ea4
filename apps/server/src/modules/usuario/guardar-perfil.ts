import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { guardarPerfilPropio } from '@agro/domain/contracts/usuario';
import { esMensajeDelDominio } from '@agro/domain/form-errors';
import { MSG } from '@agro/domain/messages';
import { perfilPropioSchemas } from '@agro/domain/schemas/perfil-propio';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { admin, clientePrincipal, empleado, usuario } from '../../db/schema/index.ts';
import { actorOf, type Actor } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { limitado } from '../../lib/limites.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { removeStored, type StoredFile } from '../../lib/uploads.ts';
import { AVATAR_PLAN, avatarKey } from './avatar-service.ts';

type Escritura = (tx: Tx, now: Date) => Promise<unknown>;

/** A schema's output, or 400 with the domain's message for its first issue. */
function validar<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const campo = issue?.path.map(String).join('.') || 'datos';
  throw badRequest(issue && esMensajeDelDominio(issue.message) ? issue.message : MSG.campoInvalido(campo));
}

/** The `datos` part checked against the caller's role, as the write of its own row (not run yet). */
function escrituraDe(actor: Actor, texto: string): Escritura {
  let raw: unknown;
  try {
    raw = JSON.parse(texto);
  } catch {
    throw badRequest(MSG.campoInvalido('datos'));
  }
  switch (actor.role) {
    case 'Admin':
    case 'Dev': {
      const datos = validar(perfilPropioSchemas[actor.role], raw);
      // A bare Dev account has no administrator data to change.
      const adminId = actor.adminId;
      if (adminId === null) throw notFound();
      return (tx) => tx.update(admin).set(datos).where(eq(admin.adminId, adminId));
    }
    case 'Cliente Principal': {
      const datos = validar(perfilPropioSchemas[actor.role], raw);
      return (tx, now) =>
        tx
          .update(clientePrincipal)
          .set({ ...datos, dateModified: now })
          .where(eq(clientePrincipal.cpId, actor.cpId));
    }
    case 'Empleado': {
      const datos = validar(perfilPropioSchemas[actor.role], raw);
      return (tx) => tx.update(empleado).set(datos).where(eq(empleado.empleadoId, actor.empleadoId));
    }
  }
}

/** The data and the new avatar's row in one transaction; answers the avatar replaced, if any. */
async function escribir(ctx: AppContext, actor: Actor, escritura: Escritura | null, nuevo?: StoredFile) {
  return ctx.database.db.transaction(async (tx) => {
    const now = ctx.now();
    await escritura?.(tx, now);
    if (!nuevo) return undefined;
    const [prev] = await tx
      .select({ nom: usuario.avatarNom, ext: usuario.avatarExt })
      .from(usuario)
      .where(eq(usuario.usuarioId, actor.usuarioId))
      .for('update');
    await tx
      .update(usuario)
      .set({ avatarNom: nuevo.nombre, avatarExt: nuevo.ext, dateModified: now })
      .where(eq(usuario.usuarioId, actor.usuarioId));
    return prev;
  });
}

/**
 * POST /usuario/perfil: a PERFIL tab's GUARDAR, its data and its avatar at once. The avatar is
 * stored first; the rows change in one transaction; if anything is refused the stored file is
 * removed and nothing changed. The old avatar file goes only once the new one is recorded.
 */
export function guardarPerfilRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, guardarPerfilPropio, async (request) => {
    const actor = actorOf(request);
    const { files, fields } = await receiverOf(request)(AVATAR_PLAN);
    const nuevo = files.get('file0');
    let old: { nom: string | null; ext: string | null } | undefined;
    try {
      if (fields.datos === undefined && !nuevo) throw badRequest(MSG.campoRequerido('datos'));
      const escritura = fields.datos === undefined ? null : escrituraDe(actor, fields.datos);
      // Only a stored picture counts against the picture limit (the body has been read to know).
      old = nuevo
        ? await limitado(
            ctx,
            'subirImagen',
            { objetivo: `avatar:${actor.usuarioId}`, usuario: actor.usuarioId },
            () => escribir(ctx, actor, escritura, nuevo),
          )
        : await escribir(ctx, actor, escritura);
    } catch (err) {
      if (nuevo) await removeStored(ctx.storage, [nuevo.key]);
      throw err;
    }
    if (old?.nom) await removeStored(ctx.storage, [avatarKey(old.nom, old.ext)]);
    const [u] = await ctx.database.db
      .select({ nom: usuario.avatarNom, ext: usuario.avatarExt })
      .from(usuario)
      .where(eq(usuario.usuarioId, actor.usuarioId));
    const avatar = u?.nom ? { nombre: u.nom, extension: u.ext ?? '' } : null;
    const mensaje = fields.datos === undefined ? MSG.avatarActualizado : MSG.usuarioActualizado;
    return { status: 'success', mensaje, avatar };
  });
}
