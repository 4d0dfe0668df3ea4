// Child processes of the bench: start, find the one that listens, read its memory, stop.
import { spawn } from 'node:child_process';
import { openSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Starts a command in its own process group (so stop() ends wrappers such as npm or tsx too). */
export function startProcess(cmd, args, { cwd, env, logFile }) {
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = false;
  const done = new Promise((resolve) => child.once('exit', (code) => resolve((exited = true), code)));
  return {
    pid: child.pid,
    get exited() {
      return exited;
    },
    async stop() {
      if (exited) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; throws after `timeoutMs` or when the process exits. */
export async function waitForHttp(url, proc, timeoutMs = 600_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (proc?.exited) throw new Error(`process for ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - start;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The pid that owns the listening socket on `port`: wrappers (npm, tsx) are not the server.
export function pidListeningOn(port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || f[3] !== '0A') continue;
      if (parseInt(f[1].split(':')[1], 16) === port) inodes.add(f[9]);
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(pid);
      } catch {
        /* fd closed meanwhile */
      }
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** Resident memory now and its high-water mark, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples a process's RSS every `everyMs` until stop() is called; returns {max, min, samples}. */
export function rssSampler(pid, everyMs = 50) {
  const samples = [];
  const timer = setInterval(() => {
    try {
      samples.push(memoryOf(pid).rss);
    } catch {
      /* process ended */
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { max: Math.max(...samples), min: Math.min(...samples), samples: samples.length };
    },
  };
}

/** Every descendant of a process, from /proc (Linux). */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/PID/stat is the parent; the command name before it may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const out = [];
  const visit = (p) => (children.get(p) ?? []).forEach((c) => (out.push(c), visit(c)));
  visit(pid);
  return out;
}
