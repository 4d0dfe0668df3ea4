import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Every descendant of a process, from /proc (Linux). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/PID/stat is the parent; the command name before it may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const visit = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), visit(c)));
  visit(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

let group: number | undefined;
afterAll(() => {
  // Whatever happened, leave nothing behind: the test ran `npm start` in its own process group.
  if (group) process.kill(-group, 'SIGKILL');
});

describe('npm start', () => {
  it('runs the server alone under npm, and stops on SIGTERM leaving nothing listening', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'agro-start-')),
        DATABASE_URL: '',
        STORAGE_URL: '',
        SEED_DEMO: 'false',
        JOBS_ENABLED: 'false',
        SKIP_WEB_BUILD: 'true',
        NODE_ENV: 'test',
      },
    });
    group = npm.pid!;
    const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 60_000,
          interval: 300,
        },
      )
      .toBe(200);
    // npm stays the parent of what it runs; below it only the server: the start script became it.
    const tree = descendants(npm.pid!);
    expect(tree).toHaveLength(1);
    const cmdline = readFileSync(`/proc/${tree[0]}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toContain('apps/server/dist/main.js');

    process.kill(npm.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => tree.filter(alive), { timeout: 30_000 }).toEqual([]);
    expect(await listening(port)).toBe(false);
    group = undefined;
  }, 120_000);
});
