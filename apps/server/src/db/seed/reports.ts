import { servicioPermite, type GrupoArchivos, type TipoSubida } from '@agro/domain/constants';
import { addDays, monthOf, weekOf, type Rango } from '@agro/domain/periods';
import type { Tx } from '../client.ts';
import { archivoServicio, carga } from '../schema/index.ts';
import { demoAsset, slug } from './demo-assets.ts';
import { DEMO_CPS, type DemoParcela } from './demo-data.ts';
import { notAfter, santiagoAt } from './demo-time.ts';
import { renderJpeg, renderPng, type MapaKind } from './images.ts';
import { renderPdf, type PdfContent } from './pdf.ts';
import {
  recomendacionesMensuales,
  resumenMensual,
  resumenSemanalEdeb,
  resumenSemanalSensores,
  type ReportSubject,
} from './report-texts.ts';
import { cifrasPorSemana, claveCifras, stageRasters, type RasterSembrado } from './rasters.ts';
import type { StagedFiles, StoredFile } from './staged-files.ts';

export const SEMANAS_DEMO = 8;
export const MESES_DEMO = 3;

/** Identifies a demo service before it has a database id: company index and territory rel id. */
export const servicioKey = (empresa: number, rel: number) => `${empresa}:${rel}`;

export interface PlannedArchivo extends StoredFile {
  tipoSubida: TipoSubida;
  campo: string;
}

export interface PlannedCarga {
  servicioKey: string;
  grupo: GrupoArchivos;
  inicio: string;
  termino: string;
  createdAt: Date;
  archivos: PlannedArchivo[];
}

/** The last complete Monday–Sunday weeks before today, newest first. */
export function semanasCompletas(today: string, n = SEMANAS_DEMO): Rango[] {
  const current = weekOf(today);
  return Array.from({ length: n }, (_, k) => weekOf(addDays(current.inicio, -7 * (k + 1))));
}

/** The last complete calendar months before today's month, newest first. */
export function mesesCompletos(today: string, n = MESES_DEMO): Rango[] {
  const out: Rango[] = [];
  let month = monthOf(today);
  for (let k = 0; k < n; k++) out.push((month = monthOf(addDays(month.inicio, -1))));
  return out;
}

interface WeeklyKinds {
  tipos: { img: TipoSubida; vid: TipoSubida; res: TipoSubida };
  png: MapaKind;
  jpeg: MapaKind;
  names: { png: string; jpeg: string; video: string; pdf: string };
  video: 'cultivo.mp4' | 'sensores.mp4';
  pdf: (s: ReportSubject) => PdfContent;
}

const WEEKLY: Record<'edeb' | 'sensores', WeeklyKinds> = {
  edeb: {
    tipos: { img: 'edeb_img_semanal', vid: 'edeb_vid_semanal', res: 'edeb_res_semanal' },
    png: 'ndvi',
    jpeg: 'ortomosaico',
    names: { png: 'NDVI', jpeg: 'Ortomosaico', video: 'Vuelo_dron', pdf: 'Resumen_EDEB' },
    video: 'cultivo.mp4',
    pdf: resumenSemanalEdeb,
  },
  sensores: {
    tipos: { img: 'sensor_img_semanal', vid: 'sensor_vid_semanal', res: 'sensor_res_semanal' },
    png: 'humedad',
    jpeg: 'conductividad',
    names: {
      png: 'Humedad_suelo',
      jpeg: 'Conductividad_electrica',
      video: 'Recorrido_sensores',
      pdf: 'Resumen_Sensores',
    },
    video: 'sensores.mp4',
    pdf: resumenSemanalSensores,
  },
};

/** Uploads land the Monday morning after their period, as the team works; never after now. */
const uploadTime = (termino: string, offsetMin: number, now: Date) =>
  notAfter(santiagoAt(addDays(termino, 1), 9, 30 + offsetMin), now);

/** What every demo period's files draw on: where they go, the weeks, and what the rasters measured. */
interface Plan {
  files: StagedFiles;
  now: Date;
  semanas: Rango[];
  rasters: RasterSembrado[];
  cifrasDe: (key: string, inicio: string | undefined) => ReportSubject['cifras'];
}

/** One demo service: its company's name, its territory, its key. */
interface ServicioDemo {
  empresa: string;
  parcela: DemoParcela;
  key: string;
  /** Minutes its uploads land after the hour, so that no two services share their times. */
  desfase: number;
}

/**
 * Generates and stores every report file of every demo service, and returns the rows to insert.
 * Runs before the transaction; the caller rolls the files back if the rows never land.
 */
export async function stageReports(
  files: StagedFiles,
  today: string,
  now: Date,
  opts: { rasters: boolean },
): Promise<{ cargas: PlannedCarga[]; rasters: RasterSembrado[] }> {
  const semanas = semanasCompletas(today);
  const meses = mesesCompletos(today);
  // The rasters first: the week's texts and preview quote what their processing computed.
  const rasters = opts.rasters ? await stageRasters(files, semanas, servicioKey) : [];
  const cifras = cifrasPorSemana(rasters);
  const plan: Plan = {
    files,
    now,
    semanas,
    rasters,
    cifrasDe: (key, inicio) => (inicio === undefined ? undefined : cifras.get(claveCifras(key, inicio))),
  };
  const pending = DEMO_CPS.flatMap((empresa, e) =>
    empresa.parcelas.flatMap((parcela) => {
      const key = servicioKey(e, parcela.rel);
      const s = { empresa: empresa.nombre, parcela, key, desfase: e * 10 + parcela.rel * 3 };
      return [
        ...(['edeb', 'sensores'] as const).flatMap((grupo) =>
          servicioPermite(parcela.servicio, grupo) ? stageWeeks(plan, s, grupo) : [],
        ),
        ...meses.map((rango) => stageMonth(plan, s, rango)),
      ];
    }),
  );
  return { cargas: await Promise.all(pending), rasters };
}

/** A group's weekly uploads of one service, each with that week's rasters. */
function stageWeeks(plan: Plan, s: ServicioDemo, grupo: 'edeb' | 'sensores'): Promise<PlannedCarga>[] {
  return plan.semanas.map((rango, i) => {
    const createdAt = uploadTime(rango.termino, s.desfase + (grupo === 'sensores' ? 1 : 0), plan.now);
    const subject = {
      empresa: s.empresa,
      parcela: s.parcela,
      rango,
      fecha: createdAt,
      cifras: plan.cifrasDe(s.key, rango.inicio),
      previas: plan.cifrasDe(s.key, plan.semanas[i + 1]?.inicio),
    };
    const deSemana = plan.rasters.filter(
      (r) => r.servicioKey === s.key && r.grupo === grupo && r.inicio === rango.inicio,
    );
    return stageWeekly(plan.files, WEEKLY[grupo], subject, i, deSemana).then((a) => ({
      servicioKey: s.key,
      grupo,
      ...rango,
      createdAt,
      archivos: [...a, ...deSemana.map((r) => r.archivo)],
    }));
  });
}

/** One service's monthly upload, quoting the figures of the month's weeks. */
function stageMonth(plan: Plan, s: ServicioDemo, rango: Rango): Promise<PlannedCarga> {
  const createdAt = notAfter(santiagoAt(addDays(rango.termino, 2), 11, s.desfase), plan.now);
  const subject = {
    empresa: s.empresa,
    parcela: s.parcela,
    rango,
    fecha: createdAt,
    semanas: plan.semanas
      .filter((w) => w.inicio >= rango.inicio && w.inicio <= rango.termino)
      .reverse()
      .flatMap((w) => {
        const c = plan.cifrasDe(s.key, w.inicio);
        return c ? [{ inicio: w.inicio, cifras: c }] : [];
      }),
  };
  return stageMonthly(plan.files, subject).then((a) => ({
    servicioKey: s.key,
    grupo: 'global' as const,
    ...rango,
    createdAt,
    archivos: a,
  }));
}

// The orthomosaic and conductivity maps describe the land, not the week: one per territory and
// process, which also spares most of jpeg-js's slow per-image encoder set-up (~30 ms each).
const jpegs = new Map<string, Buffer>();

function landMap(kind: MapaKind, parcela: DemoParcela): Buffer {
  const key = `${kind}:${parcela.nombre}`;
  let jpeg = jpegs.get(key);
  if (!jpeg) jpegs.set(key, (jpeg = renderJpeg(kind, parcela.nombre)));
  return jpeg;
}

function stageWeekly(
  files: StagedFiles,
  kinds: WeeklyKinds,
  s: ReportSubject,
  week: number,
  rasters: readonly RasterSembrado[],
): Promise<PlannedArchivo[]> {
  const base = `${slug(s.parcela.nombre)}_${s.rango.inicio}`;
  const jpeg = landMap(kinds.jpeg, s.parcela);
  // The preview is the week's processed rendering when the territory has rasters.
  const capa = kinds.png === 'ndvi' ? 'NDVI' : kinds.png;
  const medido = rasters.map((r) => r.renderizado.get(capa)).find((b) => b !== undefined);
  const png = medido ?? renderPng(kinds.png, `${s.parcela.nombre}:${s.rango.inicio}:${week}`);
  const slot = (tipoSubida: TipoSubida, campo: string) => (f: StoredFile) => ({ ...f, tipoSubida, campo });
  return Promise.all([
    files
      .put('servicios', 'png', 'image/png', `${kinds.names.png}_${base}.png`, png)
      .then(slot(kinds.tipos.img, 'image0')),
    files
      .put('servicios', 'jpg', 'image/jpeg', `${kinds.names.jpeg}_${base}.jpg`, jpeg)
      .then(slot(kinds.tipos.img, 'image1')),
    demoAsset(kinds.video)
      .then((mp4) => files.put('servicios', 'mp4', 'video/mp4', `${kinds.names.video}_${base}.mp4`, mp4))
      .then(slot(kinds.tipos.vid, 'video0')),
    renderPdf(kinds.pdf(s))
      .then((pdf) => files.put('servicios', 'pdf', 'application/pdf', `${kinds.names.pdf}_${base}.pdf`, pdf))
      .then(slot(kinds.tipos.res, 'resfile0')),
  ]);
}

function stageMonthly(files: StagedFiles, s: ReportSubject): Promise<PlannedArchivo[]> {
  const base = `${slug(s.parcela.nombre)}_${s.rango.inicio.slice(0, 7)}`;
  const docs: [string, PdfContent][] = [[`Resumen_mensual_${base}.pdf`, resumenMensual(s)]];
  if (isFull(s.parcela)) docs.push([`Recomendaciones_${base}.pdf`, recomendacionesMensuales(s)]);
  return Promise.all(
    docs.map(([nombreOriginal, content], i) =>
      renderPdf(content)
        .then((pdf) => files.put('servicios', 'pdf', 'application/pdf', nombreOriginal, pdf))
        .then((f): PlannedArchivo => ({ ...f, tipoSubida: 'res_mensual', campo: `file${i}` })),
    ),
  );
}

const isFull = (t: DemoParcela) => t.servicio === 'EDEB Full';

/**
 * Inserts the planned uploads, already marked notified so the notice job sends nothing for them;
 * answers each file's row id by its storage key.
 */
export async function insertReports(
  tx: Tx,
  cargas: PlannedCarga[],
  servicioIds: Map<string, number>,
  subidoPor: number,
): Promise<Map<string, number>> {
  const idOf = (key: string) => {
    const id = servicioIds.get(key);
    if (id === undefined) throw new Error(`Servicio demo sin id: ${key}`);
    return id;
  };
  const rows = await tx
    .insert(carga)
    .values(
      cargas.map((c) => ({
        servicioId: idOf(c.servicioKey),
        grupo: c.grupo,
        inicio: c.inicio,
        termino: c.termino,
        subidoPor,
        notificadoAt: c.createdAt,
        createdAt: c.createdAt,
      })),
    )
    .returning({
      cargaId: carga.cargaId,
      servicioId: carga.servicioId,
      grupo: carga.grupo,
      inicio: carga.inicio,
    });
  const cargaIds = new Map(rows.map((r) => [`${r.servicioId}:${r.grupo}:${r.inicio}`, r.cargaId]));
  const archivos = cargas.flatMap((c) => {
    const servicioId = idOf(c.servicioKey);
    const cargaId = cargaIds.get(`${servicioId}:${c.grupo}:${c.inicio}`)!;
    return c.archivos.map((a) => ({ ...a, cargaId, servicioId, createdAt: c.createdAt }));
  });
  const ids = await tx
    .insert(archivoServicio)
    .values(archivos)
    .returning({ archivoId: archivoServicio.archivoId, storageKey: archivoServicio.storageKey });
  return new Map(ids.map((r) => [r.storageKey, r.archivoId]));
}
