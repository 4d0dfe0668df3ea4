// wrk (apt-get install wrk) for throughput: a C client, so the client is not what limits a 1 GB/s download.
import { spawn } from 'node:child_process';

const UNITS = { B: 1, KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30 };

/** One wrk run; returns {rps, mibPerSec, p50, p99 (ms)}. */
export function wrk(url, { connections = 10, duration = 5, threads = 2, cookie } = {}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--latency', url];
  if (cookie) args.unshift('-H', `Cookie: ${cookie}`);
  return new Promise((resolve, reject) => {
    const p = spawn('wrk', args);
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('error', () => reject(new Error('wrk is missing: apt-get install -y wrk')));
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      const transfer = /Transfer\/sec:\s+([\d.]+)([KMG]?B)/.exec(out);
      const ms = (label) => {
        const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
        return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : NaN;
      };
      const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        mibPerSec: transfer ? (Number(transfer[1]) * UNITS[transfer[2]]) / 2 ** 20 : NaN,
        p50: ms('50%'),
        p99: ms('99%'),
        bad: bad ? Number(bad[1]) : 0,
      });
    });
  });
}
