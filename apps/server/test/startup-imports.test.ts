import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Packages a server loads only when it uses them (the first PDF, e-mail, resumable upload, or an S3
// STORAGE_URL): together they were ~70 MiB of an idle server's RSS (docs/PERFORMANCE.md, issue 14).
const LAZY = ['@aws-sdk/', '@tus/server', '@tus/file-store', '@tus/s3-store', 'nodemailer', 'pdfkit'];

const SRC = path.resolve(import.meta.dirname, '../src');
// Static imports and re-exports that load code (`import type` and `export type` load nothing).
const STATIC = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

/** Every package specifier the process loads before its first request, by file that imports it. */
function startupPackages(entry: string): Map<string, string> {
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
  visit(path.join(SRC, entry));
  return packages;
}

describe('start-up imports', () => {
  it('the server starts without the packages it loads on first use', () => {
    const packages = startupPackages('main.ts');
    expect(packages.has('fastify')).toBe(true); // the walk does reach the app
    const eager = [...packages].filter(([spec]) => LAZY.some((p) => spec.startsWith(p)));
    expect(eager.map(([spec, file]) => `${spec} (${file})`)).toEqual([]);
  });
});
