import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal, empleadoParcela, parcela, servicio } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findParcelaByRel } from '../../lib/lookups.ts';
import { actorForCp } from '../cp/cliente-access.ts';

/** The columns a territory is answered with (spec 001 §3), with its live service. */
const columns = {
  parcela_id: parcela.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  identificador: parcela.cpId,
  cp_id: parcela.cpId,
  propietario: clientePrincipal.nombre,
  nombre_empresa: clientePrincipal.nombre,
  nombre: parcela.nombre,
  region: parcela.region,
  ciudad: parcela.ciudad,
  direccion_ref: parcela.direccionRef,
  coord_x: parcela.coordX,
  coord_y: parcela.coordY,
  extension: parcela.extension,
  tags: parcela.tags,
  notas: parcela.notas,
  is_active: parcela.isActive,
  date_entered: parcela.dateEntered,
  date_modified: parcela.dateModified,
  avatar_nom: parcela.avatarNom,
  avatar_ext: parcela.avatarExt,
  servicio_id: servicio.servicioId,
  tipo_servicio: servicio.tipoServicio,
};

/** Territories matching `where`, by company and number, shaped for the API (coordenadas {x, y}). */
export async function listParcelas(db: DbOrTx, where: SQL | undefined, opts: { linkedTo?: number } = {}) {
  const base = db
    .select(columns)
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .leftJoin(servicio, and(eq(servicio.parcelaId, parcela.parcelaId), eq(servicio.isDeleted, false)));
  const rows = await (
    opts.linkedTo === undefined
      ? base.where(where)
      : base
          .innerJoin(empleadoParcela, eq(empleadoParcela.parcelaId, parcela.parcelaId))
          .where(and(where, eq(empleadoParcela.empleadoId, opts.linkedTo)))
  ).orderBy(asc(parcela.cpId), asc(parcela.parcelarelId));
  return rows.map((r) => ({ ...r, coordenadas: { x: r.coord_x, y: r.coord_y } }));
}

/**
 * The territory `parcelarelId` of company `cpId`, after the tenancy check: 403 for a company the
 * caller does not manage, 404 for a number the company does not have. Every /parcela route goes through here.
 */
export async function parcelaOf(request: FastifyRequest, cpId: number, parcelarelId: number) {
  await actorForCp(request, cpId);
  const p = await findParcelaByRel(request.server.ctx.database.db, cpId, parcelarelId);
  if (!p) throw notFound();
  return p;
}
