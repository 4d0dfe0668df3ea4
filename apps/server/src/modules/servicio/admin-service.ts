import { and, count, eq, sql } from 'drizzle-orm';
import type { TipoServicio } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_SERVICIOS, ORDEN_SERVICIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { parcela, servicio } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findParcelaByRel, findServicio } from '../../lib/lookups.ts';
import { contains, filterOf, idEquals, orderOf, pageOf } from '../admin/registry.ts';

type Campo = (typeof CAMPOS_SERVICIOS)[number];
type Orden = (typeof ORDEN_SERVICIOS)[number];

export const servicioColumns = {
  servicio_id: servicio.servicioId,
  tipo_servicio: servicio.tipoServicio,
  parcela_id: servicio.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  cp_id: servicio.cpId,
  identificador: servicio.cpId,
  nombre_parcela: parcela.nombre,
  date_entered: servicio.dateEntered,
  date_modified: servicio.dateModified,
  is_deleted: servicio.isDeleted,
};

const withDisplay = <T extends { cp_id: number; parcelarel_id: number }>(r: T) => ({
  ...r,
  territorio: `${r.cp_id}-T-${String(r.parcelarel_id).padStart(3, '0')}`,
});

/** GET /servicio/all/listar: the service registry, filtered, sorted and paged on the server. */
export async function listServicios(db: Db, query: RegistroQuery<Campo, Orden>) {
  const where = filterOf<Campo>(query, {
    servicio_id: idEquals(servicio.servicioId),
    tipo_servicio: contains(servicio.tipoServicio),
  });
  const order = orderOf<Orden>(
    query,
    {
      servicio_id: servicio.servicioId,
      territorio: [servicio.cpId, parcela.parcelarelId],
      tipo_servicio: servicio.tipoServicio,
      date_entered: servicio.dateEntered,
      date_modified: servicio.dateModified,
      estado: servicio.isDeleted,
    },
    'servicio_id',
    servicio.servicioId,
  );
  const page = pageOf(query);
  const base = db
    .select(servicioColumns)
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = (page ? await base.limit(page.limit).offset(page.offset) : await base).map(withDisplay);
  const total = page
    ? (
        await db
          .select({ n: count() })
          .from(servicio)
          .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
          .where(where)
      )[0]!.n
    : rows.length;
  return { servicios: rows, total, page: page?.page ?? 1, pageSize: page?.pageSize ?? rows.length };
}

async function servicioRow(db: Db, servicioId: number) {
  const rows = await db
    .select(servicioColumns)
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(eq(servicio.servicioId, servicioId));
  return rows.map(withDisplay);
}

interface ServicioInput {
  tipo_servicio: TipoServicio;
  parcela_id: number;
  cp_id: number;
}

/** POST /servicio/registrar: the territory's live service is created, or updated when it already has one. */
export async function registrarServicio(ctx: AppContext, input: ServicioInput) {
  const { db } = ctx.database;
  const p = await findParcelaByRel(db, input.cp_id, input.parcela_id);
  if (!p) throw notFound(MSG.territorioNoExiste);
  const now = ctx.now();
  // One live service per territory (partial unique index): an existing one takes the new type.
  const [row] = await db
    .insert(servicio)
    .values({
      parcelaId: p.parcelaId,
      cpId: p.cpId,
      tipoServicio: input.tipo_servicio,
      dateEntered: now,
      dateModified: now,
    })
    .onConflictDoUpdate({
      target: servicio.parcelaId,
      targetWhere: sql`${servicio.isDeleted} = false`,
      set: { tipoServicio: input.tipo_servicio, dateModified: now },
    })
    .returning({ servicioId: servicio.servicioId, creado: sql<boolean>`(xmax = 0)` });
  return { servicio: await servicioRow(db, row!.servicioId), creado: row!.creado };
}

/** PUT /servicio/{servicio_id}: changes the service type; the territory named must be the service's own. */
export async function actualizarServicio(ctx: AppContext, servicioId: number, input: ServicioInput) {
  const { db } = ctx.database;
  const found = await findServicio(db, servicioId);
  if (!found) throw notFound(MSG.sinDatosId);
  if (found.parcela.cpId !== input.cp_id || found.parcela.parcelarelId !== input.parcela_id)
    throw badRequest(MSG.servicioOtroTerritorio);
  await db
    .update(servicio)
    .set({ tipoServicio: input.tipo_servicio, dateModified: ctx.now() })
    .where(and(eq(servicio.servicioId, servicioId), eq(servicio.isDeleted, false)));
  return servicioRow(db, servicioId);
}
