import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this, the encoding headers cost about what compression saves.
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest, read by scripts, never served compressed.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else yield full;
  }
}

/** Writes `file.gz` and `file.br` at the highest levels. */
export function compressBeside(file: string) {
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels (done once at
 * build time, not per request), for the server's @fastify/static `preCompressed` to pick by Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'agro-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        compressBeside(file);
      }
    },
  };
}
