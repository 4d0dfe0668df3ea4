import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_PARCELAS, ORDEN_PARCELAS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { parcelaUpdateSchema } from '@agro/domain/schemas/parcela';
import type { parcelaRegistroSchema } from '@agro/domain/schemas/parcela-registro';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { empleado, empleadoParcela, parcela } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findCp, nextRelId } from '../../lib/lookups.ts';
import type { Receive } from '../../lib/multipart.ts';
import { removeStored } from '../../lib/uploads.ts';
import { parcelaStorageKeys } from '../admin/purge.ts';
import { selectEmpleados } from '../empleado/queries.ts';
import type { RecordOf } from '../../policies/index.ts';
import { selectParcelas, selectParcelasDeCp, selectRegistro } from './queries.ts';

/** A territory as its policy loads it (by its number within the company the route names). */
type Parcela = RecordOf<'parcelaDeCp'>;

/** Where territory pictures are stored; /static/parcelas/{nombre}.{ext} serves them. */
const PREFIJO_IMAGENES = 'parcelas';

export const listarDeCp = (ctx: AppContext, cpId: number) => selectParcelasDeCp(ctx.database.db, cpId);

export function obtener(ctx: AppContext, p: Parcela) {
  return selectParcelas(ctx.database.db, eq(parcela.parcelaId, p.parcelaId));
}

type Datos = Omit<z.output<typeof parcelaUpdateSchema>, 'cp_id'>;

export async function actualizar(ctx: AppContext, p: Parcela, datos: Datos) {
  const { coord_x, coord_y, direccion_ref, ...rest } = datos;
  await ctx.database.db
    .update(parcela)
    .set({ ...rest, direccionRef: direccion_ref, coordX: coord_x, coordY: coord_y, dateModified: ctx.now() })
    .where(eq(parcela.parcelaId, p.parcelaId));
}

export async function actualizarCosecha(ctx: AppContext, p: Parcela, tags: string[]) {
  await ctx.database.db
    .update(parcela)
    .set({ tags, dateModified: ctx.now() })
    .where(eq(parcela.parcelaId, p.parcelaId));
}

/** Replaces the territory picture (PNG or JPEG by content); the old file goes once the new one is recorded. */
export async function cambiarImagen(ctx: AppContext, p: Parcela, receive: Receive) {
  const { files } = await receive({ prefix: PREFIJO_IMAGENES });
  const stored = files.get('file0');
  if (!stored) throw badRequest(MSG.seleccioneArchivo);
  try {
    await ctx.database.db
      .update(parcela)
      .set({ avatarNom: stored.nombre, avatarExt: stored.ext, dateModified: ctx.now() })
      .where(eq(parcela.parcelaId, p.parcelaId));
  } catch (err) {
    await removeStored(ctx.storage, [stored.key]);
    throw err;
  }
  if (p.avatarNom) await removeStored(ctx.storage, [`${PREFIJO_IMAGENES}/${p.avatarNom}.${p.avatarExt}`]);
  return { nombre: stored.nombre, extension: stored.ext };
}

export function imagen(p: Parcela) {
  return p.avatarNom ? { nombre: p.avatarNom, extension: p.avatarExt ?? '' } : null;
}

export function empleadosDe(ctx: AppContext, p: Parcela) {
  const { db } = ctx.database;
  const ligados = db
    .select({ id: empleadoParcela.empleadoId })
    .from(empleadoParcela)
    .where(eq(empleadoParcela.parcelaId, p.parcelaId));
  return selectEmpleados(db, and(eq(empleado.cpId, p.cpId), inArray(empleado.empleadoId, ligados)));
}

type Campo = (typeof CAMPOS_PARCELAS)[number];
type Orden = (typeof ORDEN_PARCELAS)[number];
export const registro = (ctx: AppContext, query: RegistroQuery<Campo, Orden>) =>
  selectRegistro(ctx.database.db, query);

/** A new territory numbered by the client's own sequence. */
export const registrar = (ctx: AppContext, p: z.output<typeof parcelaRegistroSchema>) =>
  ctx.database.db.transaction((tx) => insertarParcela(tx, p, ctx.now()));

/** Writes a new territory of an existing client, numbered next in its company (inside the caller's transaction). */
export async function insertarParcela(tx: Tx, p: z.output<typeof parcelaRegistroSchema>, now: Date) {
  if (!(await findCp(tx, p.cp_id))) throw notFound(MSG.sinDatosId);
  const rel = await nextRelId(tx, p.cp_id, 'seqParcela');
  const [row] = await tx
    .insert(parcela)
    .values({
      cpId: p.cp_id,
      parcelarelId: rel,
      nombre: p.nombre,
      region: p.region,
      ciudad: p.ciudad,
      direccionRef: p.direccion_ref,
      coordX: p.coord_x,
      coordY: p.coord_y,
      extension: p.extension,
      notas: p.notas,
      tags: p.tags,
      dateEntered: now,
      dateModified: now,
    })
    .returning({ parcelaId: parcela.parcelaId, parcelarelId: parcela.parcelarelId });
  return row!;
}

/** The territory with its services, uploads and stored files (docs/decisions/003). */
export async function eliminar(ctx: AppContext, ref: { cpId: number; parcelarelId: number }) {
  const keys = await ctx.database.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ parcelaId: parcela.parcelaId })
      .from(parcela)
      .where(and(eq(parcela.cpId, ref.cpId), eq(parcela.parcelarelId, ref.parcelarelId)))
      .for('update');
    if (!p) throw notFound(MSG.territorioNoExiste);
    const stored = await parcelaStorageKeys(tx, [p.parcelaId]);
    // Cascades to its services, their uploads and files, and the employee links.
    await tx.delete(parcela).where(eq(parcela.parcelaId, p.parcelaId));
    return stored;
  });
  await removeStored(ctx.storage, keys);
}
