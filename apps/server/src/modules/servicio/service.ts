import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_SERVICIOS, ORDEN_SERVICIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { servicioRegistroSchema } from '@agro/domain/schemas/servicio';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findParcelaByRel } from '../../lib/lookups.ts';
import type { RecordOf } from '../../policies/index.ts';
import {
  selectDeCp,
  selectDeParcela,
  selectFila,
  selectRegistro,
  updateTipo,
  upsertServicio,
} from './queries.ts';

type Campo = (typeof CAMPOS_SERVICIOS)[number];
type Orden = (typeof ORDEN_SERVICIOS)[number];
type ServicioInput = z.output<typeof servicioRegistroSchema>;

export const registro = (ctx: AppContext, query: RegistroQuery<Campo, Orden>) =>
  selectRegistro(ctx.database.db, query);

/** The live services of a territory the caller may see (the route's `record`). */
export const deParcela = (ctx: AppContext, parcelaId: number) => selectDeParcela(ctx.database.db, parcelaId);

/** Every service of a company (the access gate has checked the caller manages it). */
export const deCp = (ctx: AppContext, cpId: number) => selectDeCp(ctx.database.db, cpId);

/** Agregar Servicio: the territory's live service is created, or updated when it already has one. */
export async function registrar(ctx: AppContext, input: ServicioInput) {
  const { db } = ctx.database;
  const p = await findParcelaByRel(db, input.cp_id, input.parcela_id);
  if (!p) throw notFound(MSG.territorioNoExiste);
  const row = await upsertServicio(db, p, input.tipo_servicio, ctx.now());
  return { servicio: await selectFila(db, row.servicioId), servicioId: row.servicioId, creado: row.creado };
}

/** Changes the service type; the territory named must be the service's own. */
export async function actualizar(ctx: AppContext, found: RecordOf<'servicio'>, input: ServicioInput) {
  const { db } = ctx.database;
  const { servicioId } = found.servicio;
  if (found.parcela.cpId !== input.cp_id || found.parcela.parcelarelId !== input.parcela_id)
    throw badRequest(MSG.servicioOtroTerritorio);
  await updateTipo(db, servicioId, input.tipo_servicio, ctx.now());
  return selectFila(db, servicioId);
}
