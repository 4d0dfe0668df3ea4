import { count, eq, sql } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_TERRITORIOS, ORDEN_TERRITORIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { clientePrincipal, parcela } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findCp, nextRelId } from '../../lib/lookups.ts';
import { removeStored } from '../../lib/uploads.ts';
import { parcelaStorageKeys } from '../admin/purge.ts';
import { contains, filterOf, orderOf, pageOf } from '../admin/registry.ts';

type Campo = (typeof CAMPOS_TERRITORIOS)[number];
type Orden = (typeof ORDEN_TERRITORIOS)[number];

const listColumns = {
  parcela_id: parcela.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  cp_id: parcela.cpId,
  identificador: parcela.cpId,
  propietario: clientePrincipal.nombre,
  nombre_empresa: clientePrincipal.nombre,
  nombre: parcela.nombre,
  region: parcela.region,
  ciudad: parcela.ciudad,
  direccion_ref: parcela.direccionRef,
  tags: parcela.tags,
  is_active: parcela.isActive,
  estado: parcela.isActive,
  date_entered: parcela.dateEntered,
};

/** GET /parcela/all/listar: the territory registry, filtered, sorted and paged on the server. */
export async function listParcelas(db: Db, query: RegistroQuery<Campo, Orden>) {
  const where = filterOf<Campo>(query, {
    propietario: contains(clientePrincipal.nombre),
    nombre: contains(parcela.nombre),
    ciudad: contains(parcela.ciudad),
    direccion: contains(parcela.direccionRef),
  });
  const order = orderOf<Orden>(
    query,
    {
      id: [parcela.cpId, parcela.parcelarelId],
      propietario: sql`lower(${clientePrincipal.nombre})`,
      nombre: sql`lower(${parcela.nombre})`,
      ciudad: sql`lower(${parcela.ciudad})`,
      direccion: sql`lower(${parcela.direccionRef})`,
      estado: parcela.isActive,
      date_entered: parcela.dateEntered,
    },
    'id',
    parcela.parcelaId,
  );
  const page = pageOf(query);
  const from = () =>
    db.select(listColumns).from(parcela).innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId));
  const base = from()
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = (page ? await base.limit(page.limit).offset(page.offset) : await base).map((r) => ({
    ...r,
    id: `${r.cp_id}-T-${String(r.parcelarel_id).padStart(3, '0')}`,
  }));
  const total = page
    ? (
        await db
          .select({ n: count() })
          .from(parcela)
          .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
          .where(where)
      )[0]!.n
    : rows.length;
  return { parcelas: rows, total, page: page?.page ?? 1, pageSize: page?.pageSize ?? rows.length };
}

export interface ParcelaNueva {
  cp_id: number;
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coord_x: number;
  coord_y: number;
  extension: number;
  notas: string;
  tags: string[];
}

/** POST /parcela/registrar: a new territory numbered by the client's own sequence. */
export async function registrarParcela(ctx: AppContext, p: ParcelaNueva) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
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
  });
}

/** DELETE /parcela/{cp_id}/{parcelarel_id}: the territory with its services, uploads and stored files. */
export async function eliminarParcela(ctx: AppContext, cpId: number, parcelarelId: number) {
  const keys = await ctx.database.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ parcelaId: parcela.parcelaId })
      .from(parcela)
      .where(sql`${parcela.cpId} = ${cpId} and ${parcela.parcelarelId} = ${parcelarelId}`)
      .for('update');
    if (!p) throw notFound(MSG.territorioNoExiste);
    const stored = await parcelaStorageKeys(tx, [p.parcelaId]);
    // Cascades to its services, their uploads and files, and the employee links.
    await tx.delete(parcela).where(eq(parcela.parcelaId, p.parcelaId));
    return stored;
  });
  await removeStored(ctx.storage, keys);
}
