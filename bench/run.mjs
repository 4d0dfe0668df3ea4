#!/usr/bin/env node
// `npm run bench [-- --only api,web] [--rounds 3] [--duration 5] [--label after]`
// Runs the benchmarks of docs/PERFORMANCE.md, prints the table and saves the figures as JSON in .tmp/bench/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, ROOT } from './lib/server.mjs';

const BENCHES = [
  'api',
  'heavy',
  'registry',
  'download',
  'web',
  'lighthouse',
  'idle',
  'raster',
  'raster-carga',
];
// Not in the default run: screenshots to look at, not figures.
const EXTRAS = ['screens'];
// Every benchmark that starts the product runs its compiled build (lib/server.mjs); `raster` times
// the raster task alone, on no server.
const NEEDS_BUILD = new Set([...BENCHES, ...EXTRAS].filter((b) => b !== 'raster'));

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    label: { type: 'string', default: 'run' },
    'no-build': { type: 'boolean', default: false },
  },
});
const selected = values.only ? values.only.split(',').map((s) => s.trim()) : BENCHES;
for (const name of selected)
  if (![...BENCHES, ...EXTRAS].includes(name)) throw new Error(`unknown bench ${name}: ${BENCHES}`);

const sh = (cmd, args, cwd = ROOT) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};
// The bench's own tools (autocannon, lighthouse) stay out of the app's install.
if (!existsSync(path.join(BENCH_DIR, 'node_modules/autocannon')))
  sh('npm', ['ci', '--no-audit', '--no-fund'], BENCH_DIR);
if (!values['no-build'] && selected.some((n) => NEEDS_BUILD.has(n))) sh('npm', ['run', 'build']);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(ROOT, '.tmp/bench', `${values.label}-${stamp}`);
mkdirSync(outDir, { recursive: true });
const opts = { rounds: Number(values.rounds), duration: Number(values.duration), logDir: outDir, outDir };

const results = {
  label: values.label,
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model}, Node ${process.version}`,
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).stdout.toString().trim(),
  options: { rounds: opts.rounds, duration: opts.duration },
};
const { printReport, reportTable } = await import('./lib/report.mjs');
for (const name of selected) {
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  const mod = await import(`./${name}.mjs`);
  results[name] = await mod.run(opts);
  console.log(`   ${name} took ${Math.round((Date.now() - t0) / 1000)} s`);
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
}
printReport(results);
writeFileSync(path.join(outDir, 'report.md'), reportTable(results) + '\n');
console.log(`\nfigures and server logs: ${path.relative(ROOT, outDir)}/`);
