// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

const built = 'apps/web/dist/index.html';
const sources = ['apps/web/src', 'apps/web/public', 'packages/domain/src'];
const stale = !existsSync(built) || sources.some((d) => newest(d) > statSync(built).mtimeMs);
if (stale) run('npm', ['run', 'build']);
run('npm', ['start', '-w', '@agro/server']);
