import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servicioPermite } from '@agro/domain/constants';
import { todayInSantiago } from '@agro/domain/format';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../lib/storage-disk.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { openDatabase, type Database } from '../client.ts';
import {
  archivoServicio,
  carga,
  clientePrincipal,
  comprobante,
  empleado,
  empleadoParcela,
  factura,
  pago,
  parcela,
  servicio,
  tareaProgramada,
  usuario,
  videoTutorial,
} from '../schema/index.ts';
import { DEMO_ADMINS, DEMO_CPS } from './demo-data.ts';
import { seedDemoIfEmpty, type SeedContext } from './index.ts';
import { mesesCompletos, semanasCompletas } from './reports.ts';

// A Wednesday in Santiago's summer: the test does not depend on the day it runs.
const NOW = new Date('2026-11-18T15:00:00Z');

let database: Database;
let root: string;
let ctx: SeedContext;
let seeded = false;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'agro-'));
  database = await openDatabase('memory://', root);
  ctx = { database, storage: new DiskStorage(path.join(root, 'files')), now: () => NOW };
  // The rasters have their own test (test/raster-seed.test.ts): seconds this file need not spend.
  seeded = await seedDemoIfEmpty(ctx, { rasters: false });
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  jpg: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  pdf: (b) => b.subarray(0, 4).toString('latin1') === '%PDF',
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
};

function expectStored(key: string, extension: string, tamano: number) {
  const bytes = readFileSync(path.join(root, 'files', key));
  expect(bytes.length, key).toBe(tamano);
  expect(MAGIC[extension]?.(bytes), `${key} magic bytes`).toBe(true);
}

describe('seedDemoIfEmpty: accounts', () => {
  // The time is printed, not asserted: the machines are shared, and timing goals belong in benchmarks.
  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('creates the six demo accounts with their roles and the shared password', async () => {
    const users = await database.db.select().from(usuario);
    const role = (email: string) => users.find((u) => u.email === email)?.tipoUsuario;
    expect(role('admin@agrodemo.cl')).toBe('Admin');
    expect(role('dev@agrodemo.cl')).toBe('Dev');
    expect(role('cliente@agrodemo.cl')).toBe('Cliente Principal');
    expect(role('cliente2@agrodemo.cl')).toBe('Cliente Principal');
    expect(role('empleado@agrodemo.cl')).toBe('Empleado');
    expect(role('empleado2@agrodemo.cl')).toBe('Empleado');
    expect(users.every((u) => u.isActive)).toBe(true);
    expect(await verifyPassword('Agro#Demo2026', users[0]!.passwordHash)).toBe(true);
  });

  it('leaves one demo worker with a pending invitation: an Empleado without a password', async () => {
    const [row] = await database.db
      .select()
      .from(usuario)
      .innerJoin(empleado, eq(empleado.usuarioId, usuario.usuarioId))
      .where(eq(usuario.email, 'invitado@agrodemo.cl'));
    expect(row!.usuario).toMatchObject({ tipoUsuario: 'Empleado', passwordHash: null, isActive: true });
    const pendientes = await database.db.select().from(usuario).where(isNull(usuario.passwordHash));
    expect(pendientes.map((u) => u.email)).toEqual(['invitado@agrodemo.cl']);
  });

  it('gives every demo person a name of their own (issue 28: the admin and a worker were both "Camila Rojas")', () => {
    const personas = [...DEMO_ADMINS, ...DEMO_CPS.flatMap((e) => e.empleados)];
    const nombres = personas.map((p) => `${p.nombre} ${p.apellido}`);
    expect(new Set(nombres).size).toBe(nombres.length);
  });

  it('gives the first client three territories with the three service types', async () => {
    const { db } = database;
    const [cp] = await db
      .select()
      .from(clientePrincipal)
      .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
      .where(eq(usuario.email, 'cliente@agrodemo.cl'));
    const parcelas = await db.select().from(parcela).where(eq(parcela.cpId, cp!.cliente_principal.cpId));
    expect(parcelas.map((p) => p.parcelarelId).sort()).toEqual([1, 2, 3]);
    expect(cp!.cliente_principal.seqParcela).toBe(3);
    const servicios = await db.select().from(servicio).where(eq(servicio.cpId, cp!.cliente_principal.cpId));
    expect(servicios.map((s) => s.tipoServicio).sort()).toEqual([
      'EDEB Foliar',
      'EDEB Full',
      'EDEB Sensores',
    ]);
    for (const p of parcelas) expect(p.tags.length).toBeGreaterThanOrEqual(2);
  });

  it("links empleado@agrodemo.cl first to the client's EDEB Full territory", async () => {
    const { db } = database;
    const rows = await db
      .select({ tipo: servicio.tipoServicio, createdAt: empleadoParcela.createdAt })
      .from(empleadoParcela)
      .innerJoin(empleado, eq(empleado.empleadoId, empleadoParcela.empleadoId))
      .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
      .innerJoin(servicio, eq(servicio.parcelaId, empleadoParcela.parcelaId))
      .where(eq(usuario.email, 'empleado@agrodemo.cl'));
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => r.tipo)).toEqual(['EDEB Full', 'EDEB Foliar']);
    const [e2] = await db
      .select()
      .from(empleado)
      .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
      .where(eq(usuario.email, 'empleado2@agrodemo.cl'));
    const links2 = await db
      .select()
      .from(empleadoParcela)
      .where(eq(empleadoParcela.empleadoId, e2!.empleado.empleadoId));
    expect(links2).toHaveLength(1);
  });
});

describe('seedDemoIfEmpty: reports and tutorial videos', () => {
  it('uploads 8 weekly periods per allowed group and 3 monthly ones for every service', async () => {
    const { db } = database;
    const today = todayInSantiago(NOW);
    const semanas = semanasCompletas(today)
      .map((r) => r.inicio)
      .sort();
    const meses = mesesCompletos(today)
      .map((r) => r.inicio)
      .sort();
    expect(semanas.every((inicio) => inicio < today)).toBe(true);
    const servicios = await db.select().from(servicio);
    const cargas = await db.select().from(carga);
    expect(servicios).toHaveLength(4);
    for (const s of servicios) {
      for (const grupo of ['edeb', 'sensores'] as const) {
        const inicios = cargas
          .filter((c) => c.servicioId === s.servicioId && c.grupo === grupo)
          .map((c) => c.inicio)
          .sort();
        expect(inicios, `${s.tipoServicio} ${grupo}`).toEqual(
          servicioPermite(s.tipoServicio, grupo) ? semanas : [],
        );
      }
      const globales = cargas
        .filter((c) => c.servicioId === s.servicioId && c.grupo === 'global')
        .map((c) => c.inicio)
        .sort();
      expect(globales).toEqual(meses);
    }
    expect(cargas.every((c) => c.notificadoAt !== null && c.createdAt.getTime() <= NOW.getTime())).toBe(true);
  });

  it('stores every report file with its recorded size and real content type', async () => {
    const archivos = await database.db.select().from(archivoServicio);
    expect(archivos.length).toBeGreaterThan(150);
    for (const a of archivos) {
      expect(a.storageKey).toBe(`servicios/${a.nombre}.${a.extension}`);
      expect(a.nombre).toMatch(/^[0-9a-f]{32}$/);
      expectStored(a.storageKey, a.extension, a.tamano);
    }
    const tipos = new Set(archivos.map((a) => `${a.tipoSubida}/${a.extension}`));
    for (const t of [
      'edeb_img_semanal/png',
      'edeb_img_semanal/jpg',
      'edeb_vid_semanal/mp4',
      'edeb_res_semanal/pdf',
      'sensor_img_semanal/png',
      'sensor_vid_semanal/mp4',
      'sensor_res_semanal/pdf',
      'res_mensual/pdf',
    ]) {
      expect(tipos.has(t), t).toBe(true);
    }
  });

  it('seeds tutorial videos for the three manuals, with thumbnails and captions', async () => {
    const videos = await database.db.select().from(videoTutorial);
    for (const manual of ['empleado', 'cliente', 'admin'] as const)
      expect(videos.filter((v) => v.manual === manual).length).toBeGreaterThanOrEqual(3);
    for (const v of videos) {
      expectStored(v.storageKey, 'mp4', v.tamano);
      expect(readFileSync(path.join(root, 'files', v.thumbnailKey!)).subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
      expect(readFileSync(path.join(root, 'files', v.subtitulosKey!), 'utf8')).toMatch(/^WEBVTT\n/);
    }
  });
});

describe('seedDemoIfEmpty: finance, tasks and a second run', () => {
  it('covers every invoice state, overdue included, with payments that add up', async () => {
    const { db } = database;
    const today = todayInSantiago(NOW);
    const facturas = await db.select().from(factura);
    const pagos = await db
      .select()
      .from(pago)
      .innerJoin(comprobante, eq(comprobante.comprobanteId, pago.comprobanteId));
    const estado = (f: (typeof facturas)[number]) =>
      f.saldo === 0 ? 'Pagada' : f.saldo === f.total ? 'Pendiente' : 'Parcial';
    const [cp] = await db
      .select()
      .from(clientePrincipal)
      .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
      .where(eq(usuario.email, 'cliente@agrodemo.cl'));
    const propias = facturas.filter((f) => f.cpId === cp!.cliente_principal.cpId);
    expect(propias.length).toBeGreaterThanOrEqual(6);
    expect(propias.map((f) => f.facturarelId).sort((a, b) => a - b)).toEqual(propias.map((_, i) => i + 1));
    expect(cp!.cliente_principal.seqFactura).toBe(propias.length);
    const vencida = (f: (typeof facturas)[number]) => f.fechaVencimiento < today && f.saldo > 0;
    expect(propias.some((f) => estado(f) === 'Pagada')).toBe(true);
    expect(propias.some((f) => estado(f) === 'Parcial' && !vencida(f))).toBe(true);
    expect(propias.some((f) => estado(f) === 'Pendiente' && !vencida(f))).toBe(true);
    expect(propias.some((f) => estado(f) === 'Pendiente' && vencida(f))).toBe(true);
    expect(propias.some((f) => estado(f) === 'Parcial' && vencida(f))).toBe(true);
    expect(facturas.some((f) => f.cpId !== cp!.cliente_principal.cpId && vencida(f))).toBe(true);
    for (const f of facturas) {
      const paid = pagos
        .filter((p) => p.pago.facturaId === f.facturaId)
        .reduce((sum, p) => sum + p.pago.monto, 0);
      expect(paid, `factura ${f.facturaId}`).toBe(f.total - f.saldo);
    }
    for (const { comprobante: c } of pagos) expectStored(c.storageKey, 'pdf', c.tamano);
  });

  it('registers the scheduled tasks', async () => {
    const tareas = await database.db.select().from(tareaProgramada);
    expect(tareas.map((t) => t.eventName).sort()).toEqual([
      'aviso_nuevos_informes',
      'limpieza_archivos',
      'limpieza_subidas',
      'purga_sesiones',
      'recordatorio_facturas_vencidas',
    ]);
  });

  it('does nothing on a database that already has users', async () => {
    const before = (await database.db.select().from(usuario)).length;
    expect(await seedDemoIfEmpty(ctx)).toBe(false);
    expect((await database.db.select().from(usuario)).length).toBe(before);
  });
});
