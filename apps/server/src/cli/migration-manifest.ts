// The checked-in record of every migration that has landed (apps/server/drizzle/manifest.json): its
// journal tag, its journal timestamp and the SHA-256 of its SQL. A deployed database has run those
// files; editing, renaming or removing one means a failed or silently skipped upgrade (issue 23 §3),
// so the test compares the folder with the manifest and `npm run db:manifest` only ever appends.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestEntry {
  tag: string;
  /** The journal's `when`: Drizzle applies a migration only if it is later than the last applied. */
  when: number;
  sha256: string;
}

export interface Manifest {
  migrations: ManifestEntry[];
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export const MANIFEST_FILE = 'manifest.json';
export const RUN_SCRIPT = 'npm run db:manifest';

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function readJournal(dir: string): JournalEntry[] {
  return (
    JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return { migrations: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function entryOf(dir: string, j: JournalEntry): ManifestEntry {
  return { tag: j.tag, when: j.when, sha256: sha256(readFileSync(path.join(dir, `${j.tag}.sql`))) };
}

/**
 * Everything wrong between the folder and the manifest, as sentences for a developer (empty when they
 * agree): a landed migration edited, renamed or removed, the journal reordered or trimmed, a
 * migration not yet recorded, or one Drizzle would skip on a deployed database.
 */
export function checkMigrations(dir: string): string[] {
  const problems: string[] = [];
  const manifest = readManifest(dir).migrations;
  const journal = readJournal(dir);
  const sqlFiles = readdirSync(dir).filter((f) => f.endsWith('.sql'));

  manifest.forEach((m, i) => {
    const file = path.join(dir, `${m.tag}.sql`);
    if (!existsSync(file))
      problems.push(`La migración ${m.tag}.sql ya publicada fue renombrada o eliminada.`);
    else if (sha256(readFileSync(file)) !== m.sha256)
      problems.push(`La migración ${m.tag}.sql ya publicada fue modificada (su SHA-256 no coincide).`);
    const j = journal[i];
    if (!j || j.tag !== m.tag || j.when !== m.when || j.idx !== i)
      problems.push(
        `meta/_journal.json: la entrada ${i} debe ser ${m.tag} (when ${m.when}); se encontró ${j ? `${j.tag} (when ${j.when})` : 'nada'}.`,
      );
  });
  const listed = new Set(manifest.map((m) => `${m.tag}.sql`));
  for (const f of sqlFiles)
    if (!listed.has(f))
      problems.push(`La migración ${f} no está en drizzle/${MANIFEST_FILE}: ejecute ${RUN_SCRIPT}.`);
  for (const j of journal.slice(manifest.length))
    if (!existsSync(path.join(dir, `${j.tag}.sql`)))
      problems.push(`meta/_journal.json nombra ${j.tag}, que no tiene archivo .sql.`);
  problems.push(...orderProblems(journal));
  return problems;
}

// Drizzle's migrator applies only the journal entries later than the last one a database recorded:
// an entry whose `when` is not after its predecessor's would never run on an upgraded database.
function orderProblems(journal: JournalEntry[]): string[] {
  const problems: string[] = [];
  journal.forEach((j, i) => {
    if (j.idx !== i) problems.push(`meta/_journal.json: ${j.tag} tiene idx ${j.idx}, se esperaba ${i}.`);
    const prev = journal[i - 1];
    if (prev && j.when <= prev.when)
      problems.push(
        `meta/_journal.json: ${j.tag} (when ${j.when}) no es posterior a ${prev.tag} (when ${prev.when}); una base ya migrada la omitiría. Ajuste su "when" antes de publicarla.`,
      );
  });
  return problems;
}

/**
 * The manifest with the journal's new migrations appended. An entry already recorded changes only when
 * its tag is in `accept` (a visible, reviewed decision); otherwise the differences are returned as
 * refusals and nothing is changed.
 */
export function updateManifest(
  dir: string,
  accept: string[] = [],
): { manifest: Manifest; added: string[]; accepted: string[]; refused: string[] } {
  const journal = readJournal(dir);
  const current = readManifest(dir).migrations;
  const acceptTags = new Set(accept.map((a) => path.basename(a).replace(/\.sql$/, '')));
  const refused = orderProblems(journal);
  const accepted: string[] = [];
  const migrations = current.map((m, i) => {
    const j = journal[i];
    if (!j || !existsSync(path.join(dir, `${j.tag}.sql`))) {
      refused.push(
        `${m.tag}: ya no está en el journal o falta su archivo; restáurelo (no se borra del manifiesto).`,
      );
      return m;
    }
    const now = entryOf(dir, j);
    if (now.tag === m.tag && now.when === m.when && now.sha256 === m.sha256) return m;
    if (acceptTags.has(m.tag) && now.tag === m.tag) {
      accepted.push(m.tag);
      return now;
    }
    refused.push(
      `${m.tag}: cambió (${now.tag !== m.tag ? `ahora ${now.tag}` : now.when !== m.when ? 'when' : 'SHA-256'}); restáurela, o acepte el cambio con --accept-change ${m.tag}.sql.`,
    );
    return m;
  });
  const added: string[] = [];
  for (const j of journal.slice(current.length)) {
    if (!existsSync(path.join(dir, `${j.tag}.sql`))) {
      refused.push(`${j.tag}: está en el journal pero falta ${j.tag}.sql.`);
      continue;
    }
    migrations.push(entryOf(dir, j));
    added.push(j.tag);
  }
  return { manifest: { migrations }, added, accepted, refused };
}
