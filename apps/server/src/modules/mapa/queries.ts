import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParcelaMapa } from '@agro/domain/contracts/mapa';
import type { DbOrTx } from '../../db/client.ts';
import {
  archivoServicio,
  carga,
  clientePrincipal,
  parcela,
  parcelaLimite,
  servicio,
} from '../../db/schema/index.ts';
import { versionLimite } from './lista-cache.ts';

const { geometria: _geometria, ...columnasLimite } = getTableColumns(parcelaLimite);

type Fila = Omit<ParcelaMapa, 'limite' | 'ultimo_informe' | 'ultima_imagen'> & {
  limite: Omit<typeof parcelaLimite.$inferSelect, 'geometria'> | null;
  /** The boundary's GeoJSON as text, when asked for (`exacta`); the list reads it only on a miss. */
  geometria: string | null;
  /** The boundary row's version (lista-cache.ts); null without a boundary. */
  version: string | null;
};

// A territory's live service. A service is written with its territory's company and never moves, so
// naming the company too lets PostgreSQL read only that company's services (servicio_cp_vivo_idx)
// when the list is one company's, instead of hashing every service of the platform.
const servicioVivo = and(
  eq(servicio.parcelaId, parcela.parcelaId),
  eq(servicio.cpId, parcela.cpId),
  eq(servicio.isDeleted, false),
);

/**
 * Territories matching `where`, each with its live service and boundary row; with `exacta` the
 * boundary's GeoJSON as text too (one territory's page), otherwise only its version (the list).
 */
export async function selectParcelasMapa(
  db: DbOrTx,
  where: SQL | undefined,
  { exacta = false } = {},
): Promise<Fila[]> {
  return db
    .select({
      parcela_id: parcela.parcelaId,
      parcelarel_id: parcela.parcelarelId,
      cp_id: parcela.cpId,
      nombre_empresa: clientePrincipal.nombre,
      nombre: parcela.nombre,
      region: parcela.region,
      ciudad: parcela.ciudad,
      lat: parcela.coordX,
      lon: parcela.coordY,
      extension: parcela.extension,
      is_active: parcela.isActive,
      servicio_id: servicio.servicioId,
      tipo_servicio: servicio.tipoServicio,
      limite: columnasLimite,
      geometria: exacta ? sql<string | null>`${parcelaLimite.geometria}::text` : sql<null>`null`,
      version: versionLimite,
    })
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .leftJoin(servicio, servicioVivo)
    .leftJoin(parcelaLimite, eq(parcelaLimite.parcelaId, parcela.parcelaId))
    .where(where)
    .orderBy(asc(parcela.cpId), asc(parcela.parcelarelId));
}

// A table's rows in a fingerprint: how many, and the sum and greatest of their versions. Any write
// gives its row a new transaction id (above every earlier one, so the greatest changes), a removal
// lowers the count: the three change whenever the rows do.
const resumen = (x: SQL) =>
  sql`count(${x}) || ':' || coalesce(sum(${x}), 0) || ':' || coalesce(max(${x}), 0)`;
const xmin = (t: SQL) => sql`${t}.xmin::text::bigint`;

/**
 * What the map list of `where` is made from, in one short text (docs/decisions/025): the versions of
 * its territories, companies, services, boundaries, periods and files. Equal texts, equal answers.
 */
export async function huellaParcelasMapa(db: DbOrTx, where: SQL | undefined): Promise<string> {
  const filas = db
    .select({
      px: sql`${xmin(sql`${parcela}`)}`.as('px'),
      cx: sql`${xmin(sql`${clientePrincipal}`)}`.as('cx'),
      sx: sql`${xmin(sql`${servicio}`)}`.as('sx'),
      lx: sql`${xmin(sql`${parcelaLimite}`)}`.as('lx'),
      sid: sql`${servicio.servicioId}`.as('sid'),
    })
    .from(parcela)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, parcela.cpId))
    .leftJoin(servicio, servicioVivo)
    .leftJoin(parcelaLimite, eq(parcelaLimite.parcelaId, parcela.parcelaId))
    .where(where);
  const result = await db.execute(sql`
    with f as (${filas})
    select (select ${resumen(sql`px`)} || '/' || ${resumen(sql`cx`)} || '/' || ${resumen(sql`sx`)}
                   || '/' || ${resumen(sql`lx`)} from f)
           || '/' || (select ${resumen(xmin(sql`c`))} from ${carga} c
                      where c.servicio_id in (select sid from f))
           || '/' || (select ${resumen(xmin(sql`a`))} from ${archivoServicio} a
                      where a.servicio_id in (select sid from f)) as huella`);
  return (result as unknown as { rows: { huella: string }[] }).rows[0]!.huella;
}

export const filtroServicio = (tipo: string) => eq(servicio.tipoServicio, tipo as 'EDEB Full');
export const filtroCp = (cpId: number) => eq(parcela.cpId, cpId);
export const filtroParcelas = (ids: number[]) => inArray(parcela.parcelaId, ids.length ? ids : [0]);

const IMAGENES = ['edeb_img_semanal', 'sensor_img_semanal'];

interface Informe {
  servicio_id: number;
  ultimo: string | null;
  nombre: string | null;
  extension: string | null;
  tipo_subida: string | null;
  inicio: string | null;
  termino: string | null;
}

/** Per service: the end of its latest reported period and its latest foliar or sensor image. */
export async function selectInformes(db: DbOrTx, servicioIds: number[]): Promise<Map<number, Informe>> {
  if (servicioIds.length === 0) return new Map();
  // One array parameter: drizzle builds a list of 1,000 parameters one by one (~2.5 ms of the
  // request thread per list) and PostgreSQL parses each.
  const ids = sql`any(${sql.param(servicioIds)}::int[])`;
  const tipos = sql.join(
    IMAGENES.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select u.servicio_id, u.ultimo::text as ultimo, i.nombre, i.extension, i.tipo_subida,
           i.inicio::text as inicio, i.termino::text as termino
    from (select servicio_id, max(termino) as ultimo from carga
          where servicio_id = ${ids} group by servicio_id) u
    left join lateral (
      select a.nombre, a.extension, a.tipo_subida, c.inicio, c.termino
      from archivo_servicio a join carga c on c.carga_id = a.carga_id
      where a.servicio_id = u.servicio_id and a.tipo_subida in (${tipos})
      order by c.inicio desc, a.campo asc limit 1
    ) i on true`);
  const rows = (result as unknown as { rows: Informe[] }).rows;
  return new Map(rows.map((r) => [Number(r.servicio_id), r]));
}
