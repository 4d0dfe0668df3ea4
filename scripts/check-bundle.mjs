// `npm run check:bundle` (after `npm run build`): fails when the JS + CSS that /home needs on a first
// visit exceeds its gzip budget. Reads Vite's manifest: the entry, the lazy chunk of the landing page
// (the /home route), their static imports and their stylesheets. `npm run bench -- --only web` measures
// the same thing in a real browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The figure before issue 16 (notifications, exports, session expiry): the landing must not grow past it.
const BUDGET_KB = 145.5;
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const FIRST_LOAD = ['index.html', 'src/areas/public/pages/home-page.tsx'];

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `check-bundle: ${path.relative(process.cwd(), manifestFile)} is missing; run npm run build first`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-bundle: ${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
FIRST_LOAD.forEach(visit);

let raw = 0;
let gzip = 0;
const rows = [...files].map((file) => {
  const data = readFileSync(path.join(DIST, file));
  const gz = gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gzip += gz;
  return `  ${(gz / 1000).toFixed(1).padStart(7)} KB gzip  ${(data.length / 1000).toFixed(1).padStart(7)} KB  ${file}`;
});
console.log(`/home first load (${files.size} files):\n${rows.join('\n')}`);
console.log(
  `  ${(gzip / 1000).toFixed(1).padStart(7)} KB gzip  ${(raw / 1000).toFixed(1).padStart(7)} KB  total; budget ${BUDGET_KB} KB gzip`,
);
if (gzip / 1000 > BUDGET_KB) {
  console.error(
    `check-bundle: /home needs ${(gzip / 1000).toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
