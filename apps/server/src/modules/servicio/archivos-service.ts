import type { FastifyBaseLogger } from 'fastify';
import type { GrupoArchivos } from '@agro/domain/constants';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { isExactPeriod } from '@agro/domain/periods';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { guardarCrc, selectArchivos, type ArchivoListado } from './archivos-queries.ts';
import { zipStored } from './archivos-zip.ts';
import type { RecordOf } from '../../policies/index.ts';

type Archivo = Omit<ArchivoListado, 'storage_key' | 'inicio' | 'termino'>;

/** Files grouped by period key (the period's first day), each with its inicio and termino. */
export function groupByPeriod(rows: ArchivoListado[]) {
  const out: Record<string, { inicio: string; termino: string; archivos: Archivo[] }> = {};
  for (const { storage_key: _key, inicio, termino, ...archivo } of rows) {
    (out[inicio] ??= { inicio, termino, archivos: [] }).archivos.push(archivo);
  }
  return out;
}

interface ListarInput {
  periodo: 'semanal' | 'global';
  /** Only one weekly group (the viewers' own); both when absent. */
  grupo?: 'edeb' | 'sensores';
}

/**
 * A visible service's files by period: weekly (EDEB and sensors) or the monthly summaries, from
 * the service and files its route loaded and authorized (its `record`).
 */
export function listar(found: RecordOf<'servicioConArchivos'>, input: ListarInput) {
  const grupos: GrupoArchivos[] =
    input.periodo === 'global' ? ['global'] : input.grupo ? [input.grupo] : ['edeb', 'sensores'];
  const archivos = found.archivos.filter((a) => grupos.includes(a.grupo));
  if (archivos.length === 0) throw notFound(MSG.sinArchivosServicio);
  return groupByPeriod(archivos);
}

interface ZipInput {
  inicio: string;
  termino: string;
  grupo?: GrupoArchivos;
}

/**
 * One period's files of a visible service as a streamed ZIP, named after the territory and period.
 * A file stored before CRCs were kept at upload gets the one its first ZIP computes (a failure to
 * keep it only costs the next ZIP that hashing again).
 */
export async function zipDelPeriodo(
  ctx: AppContext,
  found: RecordOf<'servicio'>,
  input: ZipInput,
  log: FastifyBaseLogger,
) {
  const { inicio, termino } = input;
  const semanal = isExactPeriod('semanal', inicio, termino);
  if (!semanal && !isExactPeriod('mensual', inicio, termino)) throw badRequest(MSG.periodoInvalido);
  const { db } = ctx.database;
  const { servicio, parcela } = found;
  const grupos: GrupoArchivos[] = input.grupo ? [input.grupo] : semanal ? ['edeb', 'sensores'] : ['global'];
  const rows = await selectArchivos(db, servicio.servicioId, grupos, { inicio, termino });
  const zip = await zipStored(
    ctx.storage,
    rows.map((r) => ({
      key: r.storage_key,
      nombreOriginal: r.nombre_original,
      createdAt: r.created_at,
      tamano: r.tamano,
      crc: r.crc,
      conCrc: (crc: number) =>
        void guardarCrc(db, r.archivo_id, crc).catch((err: unknown) =>
          log.warn({ err, archivoId: r.archivo_id }, 'zip: CRC not kept'),
        ),
    })),
  );
  if (!zip) throw notFound(MSG.sinArchivosPeriodo);
  const filename = `${parcelaDisplayId(parcela.cpId, parcela.parcelarelId)}_${inicio}_${termino}.zip`;
  return { ...zip, filename };
}
