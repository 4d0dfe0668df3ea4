import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Packages a server loads only when it uses them (the first PDF, e-mail, resumable upload, or an S3
// STORAGE_URL): together they were ~70 MiB of an idle server's RSS (docs/PERFORMANCE.md, issue 14).
const LAZY = [
  '@aws-sdk/',
  '@tus/server',
  '@tus/file-store',
  '@tus/s3-store',
  'nodemailer',
  'pdfkit',
  // Tracing and metrics: only with OTEL_EXPORTER_OTLP_ENDPOINT, METRICS_TOKEN or METRICS_PORT (decision 014).
  '@opentelemetry/',
  'prom-client',
  // Boundary files are parsed on the worker pool only (decision 017).
  '@xmldom/xmldom',
  '@tmcw/togeojson',
  // The demo seed's image encoders: only with SEED_DEMO (decision 015).
  'jpeg-js',
  'pngjs',
];
// Source folders of the demo data, never part of a production start.
const SEED_CODE = [path.join('db', 'seed') + path.sep, path.join('raster', 'demo') + path.sep];

const SRC = path.resolve(import.meta.dirname, '../src');
// Static imports and re-exports that load code (`import type` and `export type` load nothing).
const STATIC = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

/** Every package specifier the process loads before its first request (by file that imports it), and the files. */
function startupPackages(...entries: string[]) {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), spec!));
      else if (!spec!.startsWith('node:')) packages.set(spec!, path.relative(SRC, file));
    }
  };
  for (const entry of entries) visit(path.join(SRC, entry));
  return { packages, files: seen };
}

describe('start-up imports', () => {
  it('the server starts without the packages it loads on first use', () => {
    // main.ts always imports server.ts (dynamically, after tracing when that is on).
    expect(readFileSync(path.join(SRC, 'main.ts'), 'utf8')).toContain("await import('./server.ts')");
    const { packages, files } = startupPackages('main.ts', 'server.ts');
    expect(packages.has('fastify')).toBe(true); // the walk does reach the app
    expect([...files].map((f) => path.relative(SRC, f))).not.toContain(path.join('lib', 'telemetry.ts'));
    const eager = [...packages].filter(([spec]) => LAZY.some((p) => spec.startsWith(p)));
    expect(eager.map(([spec, file]) => `${spec} (${file})`)).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('is not loaded by a server started without SEED_DEMO', () => {
    const { files } = startupPackages('main.ts', 'server.ts');
    const seedFiles = [...files]
      .map((f) => path.relative(SRC, f))
      .filter((f) => SEED_CODE.some((dir) => f.startsWith(dir)));
    expect(seedFiles).toEqual([]);
    // The ways in, all behind the flag: the seed's own process (cli/seed-demo.ts, a separate entry of
    // the bundle) for a new embedded database or PostgreSQL without users, and a dynamic import for an
    // embedded database without users.
    const server = readFileSync(path.join(SRC, 'server.ts'), 'utf8');
    expect(server).toMatch(
      /config\.seedDemo && !\(await hasUsers\(database\.db\)\)\) \{[^]{0,300}?seedInOwnProcess\(\)[^]{0,300}?const \{ seedDemoIfEmpty \} = await import\('\.\/db\/seed\/index\.ts'\)/,
    );
  });

  it('is a chunk of its own in the production bundle, outside what main.js loads at start', async () => {
    const script = new URL('../build.mjs', import.meta.url).href; // plain JavaScript, no types
    const { options } = (await import(script)) as { options: Parameters<typeof build>[0] };
    const { metafile } = await build({ ...options, write: false, metafile: true, sourcemap: false });
    const outputs = (metafile as Metafile).outputs;
    const main = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === 'src/main.ts')!;
    // Every chunk main.js loads through static imports, and the packages they import.
    const chunks = new Set<string>();
    const packages = new Set<string>();
    const visit = (out: string) => {
      if (chunks.has(out)) return;
      chunks.add(out);
      for (const i of outputs[out]!.imports) {
        if (i.kind !== 'import-statement') continue;
        if (i.external) packages.add(i.path);
        else visit(i.path);
      }
    };
    // main.js imports server.ts's chunk dynamically, always (the test above).
    visit(main);
    for (const [out, o] of Object.entries(outputs)) if ('src/server.ts' in o.inputs) visit(out);
    const inputs = [...chunks].flatMap((c) => Object.keys(outputs[c]!.inputs));
    expect(inputs.some((f) => f.startsWith('src/server.ts'))).toBe(true); // the walk reaches the app
    expect(inputs.filter((f) => f.startsWith('src/db/seed/'))).toEqual([]);
    expect([...packages].filter((p) => p === 'jpeg-js' || p === 'pngjs')).toEqual([]);
    // …and the seed is in the bundle, behind a dynamic import.
    const all = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
    expect(all).toContain('src/db/seed/index.ts');
  });
});
