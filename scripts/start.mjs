// `npm start`: builds what is missing or older than its sources (the web app, the compiled server),
// then becomes the compiled server (process.execve, Node 24): no wrapper stays resident beside it, and
// signals reach the server itself, which shuts down gracefully. While building, signals are passed
// on to the build, so stopping `npm start` at any moment leaves nothing running.
// SKIP_WEB_BUILD=true serves the API without building the web app (tests, API-only hosts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from './lib/server-command.mjs';

// The server reads `.env` and a relative DATA_DIR from where the command was typed (npm's INIT_CWD).
process.env.INIT_CWD ??= process.cwd();
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

function newest(target) {
  if (!existsSync(target)) return 0;
  const s = statSync(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}
const stale = (output, sources) =>
  !existsSync(output) || sources.some((d) => newest(d) > statSync(output).mtimeMs);

let child = null;
let stopping = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping ??= signal;
    // The server shuts down gracefully on SIGINT/SIGTERM; a hang-up (terminal closed) means the same.
    if (child && child.exitCode === null) child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    else if (!child) process.exit(128 + constants.signals[signal]);
  });
}

// If whoever started us dies during the build without passing a signal on (`kill -9` of npm), we are
// re-parented: stop as if asked to, instead of building on unseen.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.emit('SIGTERM', 'SIGTERM');
}, 1000).unref();

/** Runs a command to its end; resolves with its exit code (a signal counts as failure). */
function run(cmd, args) {
  return new Promise((resolve) => {
    child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1));
    });
  });
}

async function step(cmd, args) {
  const code = await run(cmd, args);
  if (code !== 0 || stopping) process.exit(code || 1);
}

const domain = 'packages/domain/src';
if (
  process.env.SKIP_WEB_BUILD !== 'true' &&
  stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/public', domain])
)
  await step('npm', ['run', 'build', '-w', '@agro/web']);
if (stale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', domain]))
  await step(process.execPath, ['apps/server/build.mjs']);
process.execve(process.execPath, [process.execPath, ...SERVER_ARGS], process.env);
