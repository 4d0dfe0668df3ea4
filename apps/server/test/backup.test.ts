import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type BackupManifest, createBackup, restoreBackup } from '../src/cli/backup-core.ts';
import type { Storage } from '../src/lib/storage.ts';
import { buildTestApp, testDatabaseUrl, testStorage } from './helpers.ts';

// The backup round trip (issue 23 §4, decision 016): seed, back up with the server stopped, restore
// into an empty installation (a fresh DATA_DIR, or a fresh PostgreSQL database with DATABASE_URL),
// start the app there and compare its answers with the original app's.
const serverRoot = new URL('../', import.meta.url);
// Folders, databases and apps the tests make, undone newest first after the file (a hook registered
// inside a test would never run).
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});
const tmp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

// A new installation: its own data folder (storage, embedded database) and, with DATABASE_URL, its own
// PostgreSQL database, dropped after the apps on it close.
async function newInstallation() {
  const dataDir = tmp('agro-backup-inst-');
  const { url, drop } = process.env.DATABASE_URL
    ? await testDatabaseUrl()
    : { url: undefined, drop: undefined };
  if (drop) cleanups.push(drop);
  const storage = testStorage(dataDir);
  cleanups.push(() => storage.close?.());
  return { url, dataDir, storage, databaseUrl: url };
}

async function storedHashes(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const o of storage.list('')) {
    const h = createHash('sha256');
    for await (const chunk of await storage.get(o.key)) h.update(chunk as Buffer);
    out[o.key] = h.digest('hex');
  }
  return out;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
// Both drivers (node-postgres, PGlite) answer a raw query with its rows.
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

// What the original app answers: every invoice of every company, and every report file's bytes.
async function answers(t: Awaited<ReturnType<typeof buildTestApp>>) {
  const cookie = await t.login('admin@agrodemo.cl');
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });
  const cps = rowsOf<{ cp_id: number }>(
    await t.ctx.database.db.execute(sql`select cp_id from cliente_principal order by cp_id`),
  );
  const facturas: Record<number, unknown> = {};
  for (const { cp_id } of cps) {
    const res = await get(`/api/v1/factura/cp/${cp_id}`);
    expect(res.statusCode).toBe(200);
    facturas[cp_id] = res.json().facturas;
  }
  const files = rowsOf<{ f: string }>(
    await t.ctx.database.db.execute(
      sql`select nombre || '.' || extension as f from archivo_servicio order by archivo_id`,
    ),
  );
  const reportes: Record<string, string> = {};
  for (const { f } of files) {
    const res = await get(`/api/v1/descargar/servicios/${f}`);
    expect(res.statusCode, f).toBe(200);
    reportes[f] = sha(res.rawPayload);
  }
  return { facturas, reportes };
}

const original = await newInstallation();
const before = await buildTestApp({ installation: original });
const expected = await answers(before);
const originalFiles = await storedHashes(original.storage);
// A backup of the embedded database is taken with its server stopped (the command checks the port).
await before.close();

const copia = path.join(tmp('agro-backup-out-'), 'copia');
let manifest: BackupManifest;

describe('backup and restore', () => {
  it('backs up the database and every stored file with their SHA-256 in a manifest', async () => {
    manifest = await createBackup(original, copia);
    expect(manifest.base.tipo).toBe(original.url ? 'postgres' : 'pglite');
    expect(manifest.base.migracion).toMatch(/^\d{4}_/);
    expect(Object.fromEntries(manifest.archivos.map((f) => [f.key, f.sha256]))).toEqual(originalFiles);
    expect(Object.keys(expected.reportes).length).toBeGreaterThan(10);
    expect(JSON.parse(readFileSync(path.join(copia, 'manifest.json'), 'utf8'))).toEqual(manifest);
  }, 300_000);

  it('refuses a folder that is not empty', async () => {
    await expect(createBackup(original, copia)).rejects.toThrow(`La carpeta ${copia} no está vacía`);
  });

  it('restores into an empty installation: the same report bytes, the same invoices and balances', async () => {
    const target = await newInstallation();
    await restoreBackup(target, copia);
    const after = await buildTestApp({ installation: target, seed: false });
    cleanups.push(after.close);
    const got = await answers(after);
    expect(got.reportes).toEqual(expected.reportes);
    expect(got.facturas).toEqual(expected.facturas);
    expect(await storedHashes(target.storage)).toEqual(originalFiles);

    await expect(restoreBackup(target, copia)).rejects.toThrow('La instalación de destino no está vacía');
  }, 300_000);

  it('refuses a damaged copy before writing anything', async () => {
    const damaged = path.join(tmp('agro-backup-bad-'), 'copia');
    cpSync(copia, damaged, { recursive: true });
    const victim = manifest.archivos[0]!;
    const file = path.join(damaged, 'files', ...victim.key.split('/'));
    const bytes = readFileSync(file);
    bytes[0] = bytes[0]! ^ 0xff;
    writeFileSync(file, bytes);

    const target = await newInstallation();
    await expect(restoreBackup(target, damaged)).rejects.toThrow(
      `La copia está dañada: files/${victim.key} no coincide con su SHA-256.`,
    );
    expect(existsSync(path.join(target.dataDir, 'db'))).toBe(false);
    expect(await storedHashes(target.storage)).toEqual({});
  });

  // The command itself, as an operator runs it: a clear refusal and exit code 1 on a non-empty target.
  it.skipIf(!!inject('s3'))('npm run restore refuses a non-empty installation with a clear message', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', '--from', copia], {
      cwd: new URL('.', serverRoot),
      env: {
        ...process.env,
        INIT_CWD: original.dataDir,
        DATA_DIR: original.dataDir,
        DATABASE_URL: original.url ?? '',
        STORAGE_URL: '',
        PORT: '1',
        NODE_ENV: 'test',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.stderr.trim()).toMatch(/^La instalación de destino no está vacía/);
    expect(r.status).toBe(1);
  });
});
