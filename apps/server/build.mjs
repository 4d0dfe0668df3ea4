// Compiles the server to JavaScript for production: one ESM bundle per entry in dist/, with
// @agro/domain (published as TypeScript sources) inlined and every other package left to
// node_modules. Run-time folders (drizzle/, assets/, ../web/dist) are found by src/paths.ts.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

// The commit /health and the developer panel report (src/lib/version.ts); GIT_COMMIT wins, and a build
// outside a git checkout (e.g. a Docker context without .git) reports 'dev'.
function commit() {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/** The esbuild settings (test/startup-imports.test.ts builds with them to inspect the chunks). */
export const options = {
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    // The operator's commands run from the image too (README, "Backups").
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // A new embedded database's migrations and demo data, in a process of their own (server.ts).
    'seed-demo': 'src/cli/seed-demo.ts',
    // The worker threads' module (lib/worker-pool.ts), found beside the chunks as ./worker.js.
    worker: 'src/workers/entry.ts',
  },
  outdir: 'dist',
  bundle: true,
  // The entries share chunks instead of copies of the app, and code behind a dynamic import()
  // (the demo seed, S3, tus, mail, PDFs) is a chunk of its own, loaded only when first used.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  define: { __AGRO_COMMIT__: JSON.stringify(commit()) },
  plugins: [
    {
      name: 'external-packages-but-domain',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@agro/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(new URL('dist/', import.meta.url), { recursive: true, force: true });
  await build(options);
  // PGlite's worker thread is started from a file beside the bundle's chunks (src/db/pglite-rpc.ts
  // finds it next to its own code), as plain JavaScript that needs no compiling.
  copyFileSync(
    new URL('src/db/pglite-worker.mjs', import.meta.url),
    new URL('dist/pglite-worker.mjs', import.meta.url),
  );
}
