import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import { clientePrincipal, usuario } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The columns a principal client is answered with (spec 001 §3). */
export const cpColumns = {
  cp_id: clientePrincipal.cpId,
  identificador: clientePrincipal.cpId,
  usuario_id: clientePrincipal.usuarioId,
  nombre: clientePrincipal.nombre,
  rut: clientePrincipal.rut,
  email: usuario.email,
  telefono: clientePrincipal.telefono,
  direccion: clientePrincipal.direccion,
  region: clientePrincipal.region,
  ciudad: clientePrincipal.ciudad,
  comentarios: clientePrincipal.comentarios,
  tipo_usuario: usuario.tipoUsuario,
  is_active: clientePrincipal.isActive,
  date_entered: clientePrincipal.dateEntered,
  rut_bancario: clientePrincipal.bancoRut,
  email_bancario: clientePrincipal.bancoEmail,
  banco: clientePrincipal.banco,
  tipo_cuenta: clientePrincipal.tipoCuenta,
  numero_cuenta: clientePrincipal.numeroCuenta,
  avatar_nom: usuario.avatarNom,
  avatar_ext: usuario.avatarExt,
};

/** GET /cp/self: the signed-in principal client's company. */
export async function cpSelfRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.get('/cp/self', { config: { access: 'cliente' } }, async (request) => {
    const rows = await db
      .select(cpColumns)
      .from(clientePrincipal)
      .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
      .where(eq(clientePrincipal.usuarioId, actorOf(request).usuarioId));
    if (rows.length === 0) throw notFound();
    return { status: 'success', cp: rows };
  });
}
