import { readFileSync } from 'node:fs';
import path from 'node:path';
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
];

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
