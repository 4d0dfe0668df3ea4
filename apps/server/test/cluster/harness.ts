// Processes for the multi-process smoke test and the scale benchmark: compiled servers, nginx with
// the deploy template, a scratch PostgreSQL database. Everything started here is stopped by stopAll().
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ARGS } from '../../../../scripts/lib/server-command.mjs';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const RENDER = path.join(ROOT, 'deploy/nginx/render.sh');
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export async function waitFor(what: string, check: () => Promise<boolean>, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`tiempo agotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `agro-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

/** A fresh database on the PostgreSQL server of `baseUrl`, dropped by stopAll(). */
export async function scratchDatabase(baseUrl: string): Promise<string> {
  const name = `agro_cluster_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await c.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  proc: ChildProcess;
  log(): string;
  /** Sends a signal and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Compiles the server when asked (`npm run build -w @agro/server`). */
export function buildServer(): void {
  const r = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('no se pudo compilar el servidor');
}

/** Starts `node apps/server/dist/main.js` (the production entry) and waits for /health. */
export async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dir = tempDir(`srv-${name}`);
  const logFile = path.join(dir, 'server.log');
  const out = createWriteStream(logFile);
  const proc = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.pipe(out);
  proc.stderr!.pipe(out);
  children.add(proc);
  const exited = new Promise<number | null>((r) =>
    proc.once('exit', (code) => (children.delete(proc), r(code))),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${name} /health`, async () => {
    if (proc.exitCode !== null)
      throw new Error(`${name} terminó:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    return (await fetch(`${url}/health`)).ok;
  });
  return {
    name,
    port,
    url,
    dataDir: dir,
    proc,
    log: () => readFileSync(logFile, 'utf8'),
    stop: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

export interface Nginx {
  url: string;
  /** Upstream address of each proxied request, in order (from nginx's access log). */
  upstreams(): string[];
}

/**
 * Runs Debian's nginx in the foreground with the deploy template (rendered by its script) (same upstream and proxy settings
 * as compose.yaml) over the given app addresses. `site` adds directives to the template's server
 * block, `http` whole server blocks (the benchmark's internal file location and static file).
 */
export async function startNginx(
  apps: string[],
  more: { site?: string; http?: string } = {},
): Promise<Nginx> {
  const port = await freePort();
  const dir = tempDir('nginx');
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, t));
    chmodSync(path.join(dir, t), 0o777); // workers drop root privileges
  }
  // The template names two apps; with one, both lines point at it (round robin over one process).
  const vars: Record<string, string> = {
    AGRO_APP_1: apps[0]!,
    AGRO_APP_2: apps[1] ?? apps[0]!,
    NGINX_PORT: `127.0.0.1:${port}`,
  };
  // Rendered as the README tells operators to: deploy/nginx/render.sh.
  const rendered = spawnSync('sh', [RENDER], { env: { ...process.env, ...vars }, encoding: 'utf8' });
  if (rendered.status !== 0) throw new Error(`render.sh falló: ${rendered.stderr}`);
  const site = rendered.stdout.replace('    location / {', `${more.site ?? ''}\n    location / {`);
  const conf = `
worker_processes auto;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  sendfile on;
  log_format upstream '$upstream_addr $status $request_method $uri';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
${more.http ?? ''}
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proc = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => {
    if (proc.exitCode !== null)
      throw new Error(`nginx terminó:\n${readFileSync(`${dir}/error.log`, 'utf8')}`);
    return new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
  });
  return {
    url,
    upstreams: () =>
      readFileSync(`${dir}/access.log`, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ')[0]!),
  };
}

export function onStop(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

/** Stops every process started here (SIGTERM, then SIGKILL) and runs the cleanups. */
export async function stopAll(): Promise<void> {
  const procs = [...children];
  for (const p of procs) p.kill('SIGTERM');
  await Promise.race([
    Promise.all(procs.map((p) => (p.exitCode !== null ? null : new Promise((r) => p.once('exit', r))))),
    new Promise((r) => setTimeout(r, 25_000)),
  ]);
  for (const p of children) p.kill('SIGKILL');
  for (const fn of cleanups.reverse()) await fn();
}
