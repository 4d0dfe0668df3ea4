// npm run db:manifest [-- --accept-change 0003_nuevas_funciones.sql]
// Appends the migrations that are new in the journal to apps/server/drizzle/manifest.json, and refuses
// (exit 1, manifest untouched) when a migration already recorded was edited, renamed or removed, unless
// that change is accepted by name. Running it again changes nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MIGRATIONS_DIR } from '../paths.ts';
import { MANIFEST_FILE, updateManifest } from './migration-manifest.ts';

const { values } = parseArgs({ options: { 'accept-change': { type: 'string', multiple: true } } });
const { manifest, added, accepted, refused } = updateManifest(MIGRATIONS_DIR, values['accept-change']);

if (refused.length) {
  for (const r of refused) console.error(r);
  console.error('Manifiesto sin cambios.');
  process.exit(1);
}
writeFileSync(path.join(MIGRATIONS_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
for (const t of added) console.log(`añadida ${t}`);
for (const t of accepted) console.log(`cambio aceptado en ${t}`);
console.log(
  added.length || accepted.length
    ? `drizzle/${MANIFEST_FILE}: ${manifest.migrations.length} migraciones.`
    : `drizzle/${MANIFEST_FILE} ya estaba al día (${manifest.migrations.length} migraciones).`,
);
