// Backups and restores of an installation (README "Backups", decision 016): its database and every
// stored file, with a manifest naming the version, the last migration and each file's SHA-256.
// The embedded database is copied whole (PGlite's data-directory archive) while the server is stopped;
// PostgreSQL is delegated to pg_dump/pg_restore in their custom format, consistent while serving.
// Stored files go through the Storage interface, so a disk folder and an S3 bucket are copied alike.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Storage } from '../lib/storage.ts';
import { versionInfo } from '../lib/version.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { readJournal, sha256 } from './migration-manifest.ts';

const run = promisify(execFile);

/** A refusal or failure told to the operator as it is (Spanish, no stack). */
export class BackupError extends Error {}

/** Where an installation keeps its data: the database (PostgreSQL URL, or DATA_DIR/db) and its files. */
export interface Installation {
  databaseUrl: string | undefined;
  dataDir: string;
  storage: Storage;
}

export interface StoredFile {
  key: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  formato: 1;
  version: string;
  commit: string;
  creado: string;
  base: {
    tipo: 'pglite' | 'postgres';
    archivo: string;
    bytes: number;
    sha256: string;
    /** The last migration the database had applied (journal tag). */
    migracion: string | null;
  };
  archivos: StoredFile[];
}

const MANIFEST = 'manifest.json';
const FILES = 'files';
const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);
const embeddedDir = (dataDir: string) => path.join(dataDir, 'db');
const kindName = { pglite: 'la base embebida (PGlite)', postgres: 'PostgreSQL' } as const;

// libpq reads the connection from PG* variables: a password never appears in the process list.
function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname || undefined,
    PGPORT: u.port || undefined,
    PGUSER: decodeURIComponent(u.username) || undefined,
    PGPASSWORD: decodeURIComponent(u.password) || undefined,
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || undefined,
    PGSSLMODE: u.searchParams.get('sslmode') ?? process.env.PGSSLMODE,
  };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  try {
    await run(tool, args, { env: pgEnv(url), maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { code?: string; stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupError(`No se encontró ${tool}: instale el cliente de PostgreSQL.`);
    throw new BackupError(`${tool} falló: ${(e.stderr ?? String(err)).trim()}`);
  }
}

// The journal tag of the newest migration a database recorded (Drizzle stores the journal's `when`).
async function lastMigration(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string | null> {
  const { rows } = await query(
    'select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const at = (rows[0] as { at: string } | undefined)?.at;
  if (at === undefined) return null;
  return readJournal(MIGRATIONS_DIR).find((j) => String(j.when) === at)?.tag ?? `when ${at}`;
}

const openEmbedded = (dir: string, loadDataDir?: Blob) =>
  PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

async function dumpEmbedded(dataDir: string, out: string): Promise<BackupManifest['base']> {
  const dir = embeddedDir(dataDir);
  const db = await openEmbedded(dir);
  try {
    const migracion = await lastMigration((s) => db.query(s));
    const archive = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(path.join(out, 'database.tar.gz'), archive);
    return {
      tipo: 'pglite',
      archivo: 'database.tar.gz',
      bytes: archive.length,
      sha256: sha256(archive),
      migracion,
    };
  } finally {
    await db.close();
  }
}

async function dumpPostgres(url: string, out: string): Promise<BackupManifest['base']> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let migracion: string | null;
  try {
    migracion = await lastMigration((s) => client.query(s));
  } finally {
    await client.end();
  }
  const file = path.join(out, 'database.dump');
  await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
  const data = readFileSync(file);
  return { tipo: 'postgres', archivo: 'database.dump', bytes: data.length, sha256: sha256(data), migracion };
}

// A key as a path inside the backup's files/ folder; a key that would leave it is refused.
function fileOf(root: string, key: string): string {
  const parts = key.split('/');
  if (!key || parts.some((p) => !p || p === '.' || p === '..'))
    throw new BackupError(`Nombre de archivo no válido en el almacenamiento: ${key}`);
  return path.join(root, FILES, ...parts);
}

// Half-written objects of the disk storage (storage-disk.ts writes `<key>.<12 hex>.part`, then renames).
const unfinished = (key: string) => /\.[0-9a-f]{12}\.part$/.test(key);

function hashing(into: { hash: ReturnType<typeof createHash>; bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      into.hash.update(chunk);
      into.bytes += chunk.length;
      cb(null, chunk);
    },
  });
}

async function copyFilesOut(storage: Storage, out: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const o of storage.list('')) {
    if (unfinished(o.key)) continue;
    const dest = fileOf(out, o.key);
    mkdirSync(path.dirname(dest), { recursive: true });
    const seen = { hash: createHash('sha256'), bytes: 0 };
    await pipeline(await storage.get(o.key), hashing(seen), createWriteStream(dest));
    files.push({ key: o.key, bytes: seen.bytes, sha256: seen.hash.digest('hex') });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Backs the installation up into `out`, a new or empty folder; the manifest is written last. */
export async function createBackup(inst: Installation, out: string): Promise<BackupManifest> {
  if (inst.databaseUrl === 'memory://') throw new BackupError('Una base de datos en memoria no se respalda.');
  if (existsSync(out) && readdirSync(out).length)
    throw new BackupError(`La carpeta ${out} no está vacía: indique una carpeta nueva para la copia.`);
  if (!isPostgres(inst.databaseUrl) && !existsSync(path.join(embeddedDir(inst.dataDir), 'PG_VERSION')))
    throw new BackupError(`No hay una base de datos en ${embeddedDir(inst.dataDir)}.`);
  mkdirSync(path.join(out, FILES), { recursive: true });
  const base = isPostgres(inst.databaseUrl)
    ? await dumpPostgres(inst.databaseUrl, out)
    : await dumpEmbedded(inst.dataDir, out);
  const archivos = await copyFilesOut(inst.storage, out);
  const manifest: BackupManifest = {
    formato: 1,
    ...versionInfo(),
    creado: new Date().toISOString(),
    base,
    archivos,
  };
  await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The backup's manifest, once every file it lists is present with its SHA-256. */
export async function verifyBackup(from: string): Promise<BackupManifest> {
  const file = path.join(from, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${from} no es una copia completa: falta ${MANIFEST}.`);
  const m = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (m.formato !== 1) throw new BackupError(`Formato de copia desconocido: ${m.formato}.`);
  const check = async (name: string, full: string, expected: string) => {
    if (!existsSync(full)) throw new BackupError(`La copia está incompleta: falta ${name}.`);
    if ((await fileSha256(full)) !== expected)
      throw new BackupError(`La copia está dañada: ${name} no coincide con su SHA-256.`);
  };
  await check(m.base.archivo, path.join(from, m.base.archivo), m.base.sha256);
  for (const f of m.archivos) await check(`${FILES}/${f.key}`, fileOf(from, f.key), f.sha256);
  return m;
}

async function assertEmpty(inst: Installation, kind: BackupManifest['base']['tipo']): Promise<void> {
  if (kind === 'pglite') {
    const dir = embeddedDir(inst.dataDir);
    if (existsSync(dir) && readdirSync(dir).length)
      throw new BackupError(`La instalación de destino no está vacía: ya hay una base de datos en ${dir}.`);
  } else {
    const client = new pg.Client({ connectionString: inst.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.n > 0)
        throw new BackupError(
          'La instalación de destino no está vacía: la base de datos PostgreSQL ya tiene tablas.',
        );
    } finally {
      await client.end();
    }
  }
  for await (const o of inst.storage.list('')) {
    throw new BackupError(
      `La instalación de destino no está vacía: el almacenamiento ya tiene archivos (${o.key}).`,
    );
  }
}

/**
 * Restores a verified backup into an empty installation of the same kind (embedded or PostgreSQL).
 * The app migrates the restored database forward when it starts; a backup of a newer version is refused.
 */
export async function restoreBackup(inst: Installation, from: string): Promise<BackupManifest> {
  const m = await verifyBackup(from);
  if (m.base.migracion && !readJournal(MIGRATIONS_DIR).some((j) => j.tag === m.base.migracion))
    throw new BackupError(
      `La copia es de una versión más nueva (${m.version}, migración ${m.base.migracion}): restáurela con esa versión o una posterior.`,
    );
  const kind = isPostgres(inst.databaseUrl) ? 'postgres' : 'pglite';
  if (m.base.tipo !== kind)
    throw new BackupError(
      `La copia es de ${kindName[m.base.tipo]} y el destino usa ${kindName[kind]}: restáurela en una instalación del mismo tipo.`,
    );
  await assertEmpty(inst, kind);

  const dump = path.join(from, m.base.archivo);
  if (kind === 'pglite') {
    mkdirSync(embeddedDir(inst.dataDir), { recursive: true });
    const db = await openEmbedded(embeddedDir(inst.dataDir), new Blob([readFileSync(dump)]));
    await db.close();
  } else {
    // Comments are left out: the one the dump has (on pg_trgm) needs the extension's owner.
    await pgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--no-comments',
        '--exit-on-error',
        '--single-transaction',
        // The server, user and password come from pgEnv; only the database's name is an argument.
        `--dbname=${pgEnv(inst.databaseUrl!).PGDATABASE}`,
        dump,
      ],
      inst.databaseUrl!,
    );
  }
  for (const f of m.archivos) await inst.storage.put(f.key, createReadStream(fileOf(from, f.key)));
  return m;
}
