import { and, eq } from 'drizzle-orm';
import { todayInSantiago } from '@agro/domain/format';
import { addDays, monthOf, weekOf, type Rango } from '@agro/domain/periods';
import { archivoServicio, carga, parcela, servicio } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';

export type Parte =
  { campo: string; filename: string; data: Buffer; type?: string } | { campo: string; value: string };

/** A multipart body with several parts, serialised by the platform's own FormData. */
export async function multipartBody(partes: Parte[]) {
  const fd = new FormData();
  for (const p of partes) {
    if ('value' in p) fd.append(p.campo, p.value);
    else
      fd.append(
        p.campo,
        new Blob([new Uint8Array(p.data)], { type: p.type ?? 'application/octet-stream' }),
        p.filename,
      );
  }
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

const pad = (head: Buffer, n = 300) => Buffer.concat([head, Buffer.alloc(n, 7)]);
/** Small files that pass the content sniffing of each class. */
export const FILES = {
  png: (seed = 1) =>
    pad(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([seed])])),
  jpg: () => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
  mp4: () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isom')])),
  pdf: (text = 'resumen') => pad(Buffer.from(`%PDF-1.4\n% ${text}\n`)),
  exe: () => pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')),
};

/** The names of every object stored under a folder (to prove nothing was left behind), disk or S3. */
export async function storedKeys(t: TestApp, folder: string): Promise<string[]> {
  const names: string[] = [];
  for await (const o of t.ctx.storage.list(`${folder}/`)) names.push(o.key.slice(folder.length + 1));
  return names.sort();
}

/** The demo services by company index (0, 1) and territory rel id, with their ids. */
export async function demoServicios(t: TestApp) {
  const { db } = t.ctx.database;
  const rows = await db
    .select({
      servicioId: servicio.servicioId,
      tipo: servicio.tipoServicio,
      cpId: parcela.cpId,
      rel: parcela.parcelarelId,
      parcelaId: parcela.parcelaId,
    })
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(eq(servicio.isDeleted, false));
  const byTipo = (cpId: number, tipo: string) => rows.find((r) => r.cpId === cpId && r.tipo === tipo)!;
  return { rows, byTipo };
}

/** Future periods the demo data never fills: next weeks and next months after today. */
export function periodosLibres(t: TestApp): { semana: (n: number) => Rango; mes: (n: number) => Rango } {
  const today = todayInSantiago(t.ctx.now());
  return {
    semana: (n) => weekOf(addDays(weekOf(today).inicio, 7 * (n + 1))),
    mes: (n) => {
      let m = monthOf(today);
      for (let k = 0; k <= n; k++) m = monthOf(addDays(m.termino, 1));
      return m;
    },
  };
}

export async function cargasDe(t: TestApp, servicioId: number, inicio: string) {
  const { db } = t.ctx.database;
  const cargas = await db
    .select()
    .from(carga)
    .where(and(eq(carga.servicioId, servicioId), eq(carga.inicio, inicio)));
  const archivos = await db.select().from(archivoServicio).where(eq(archivoServicio.servicioId, servicioId));
  return { cargas, archivos: archivos.filter((a) => cargas.some((c) => c.cargaId === a.cargaId)) };
}

/** Admin's and the demo client's sessions, the client's company and its EDEB Foliar service. */
export async function foliarDelCp(t: TestApp) {
  const admin = await t.login('admin@agrodemo.cl');
  const cliente = await t.login('cliente@agrodemo.cl');
  const { byTipo } = await demoServicios(t);
  const cp1 = (await t.app.inject({ url: '/api/v1/cp/self', headers: { cookie: cliente } })).json().cp[0]
    .cp_id as number;
  return { admin, cliente, cp1, foliar: byTipo(cp1, 'EDEB Foliar') };
}
