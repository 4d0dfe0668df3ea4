import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMigrations, updateManifest } from '../src/cli/migration-manifest.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';

// The real folder must agree with its manifest: this is the check CI runs on every change.
describe('drizzle/manifest.json', () => {
  it('lists every migration of the folder, unchanged, in journal order', () => {
    expect(checkMigrations(MIGRATIONS_DIR)).toEqual([]);
  });

  it('is what npm run db:manifest writes (running it changes nothing)', () => {
    const { manifest, added, refused } = updateManifest(MIGRATIONS_DIR);
    expect(refused).toEqual([]);
    expect(added).toEqual([]);
    expect(`${JSON.stringify(manifest, null, 2)}\n`).toBe(
      readFileSync(path.join(MIGRATIONS_DIR, 'manifest.json'), 'utf8'),
    );
  });
});

// The same check on a copy of the folder, changed the ways past merges changed it (issue 23 §3).
describe('the migration check on a changed copy', () => {
  let dir = '';
  const copy = () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'agro-migr-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    return dir;
  };
  const journalFile = () => path.join(dir, 'meta', '_journal.json');
  const editJournal = (change: (entries: { idx: number; tag: string; when: number }[]) => void) => {
    const j = JSON.parse(readFileSync(journalFile(), 'utf8'));
    change(j.entries);
    writeFileSync(journalFile(), JSON.stringify(j));
  };
  const addMigration = (tag: string, when: number) => {
    writeFileSync(path.join(dir, `${tag}.sql`), 'CREATE TABLE "nueva" ("id" integer);');
    editJournal((e) => e.push({ idx: e.length, tag, when }));
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails when a landed migration is edited', () => {
    copy();
    appendFileSync(path.join(dir, '0001_seguridad_y_pagos.sql'), '\n-- retoque');
    expect(checkMigrations(dir)).toEqual([
      'La migración 0001_seguridad_y_pagos.sql ya publicada fue modificada (su SHA-256 no coincide).',
    ]);
  });

  it('fails when a landed migration is renamed (journal and file)', () => {
    copy();
    renameSync(path.join(dir, '0002_busqueda_normalizada.sql'), path.join(dir, '0002_otra.sql'));
    editJournal((e) => (e[2]!.tag = '0002_otra'));
    const problems = checkMigrations(dir).join('\n');
    expect(problems).toContain('0002_busqueda_normalizada.sql ya publicada fue renombrada o eliminada');
    expect(problems).toContain('la entrada 2 debe ser 0002_busqueda_normalizada');
    expect(problems).toContain('0002_otra.sql no está en drizzle/manifest.json: ejecute npm run db:manifest');
  });

  it('fails when a landed migration is removed from the folder and the journal', () => {
    copy();
    rmSync(path.join(dir, '0004_video_subtitulos.sql'));
    editJournal((e) => {
      e.splice(4, 1);
      e.forEach((x, i) => (x.idx = i));
    });
    expect(checkMigrations(dir).join('\n')).toContain(
      '0004_video_subtitulos.sql ya publicada fue renombrada o eliminada',
    );
  });

  it('fails when journal entries are reordered', () => {
    copy();
    editJournal((e) => {
      [e[3], e[4]] = [e[4]!, e[3]!];
    });
    expect(checkMigrations(dir).join('\n')).toContain('la entrada 3 debe ser 0003_nuevas_funciones');
  });

  it('fails on a new migration until the script records it, then passes; a second run changes nothing', () => {
    copy();
    const last = JSON.parse(readFileSync(journalFile(), 'utf8')).entries.at(-1).when as number;
    addMigration('0099_prueba', last + 1000);
    expect(checkMigrations(dir)).toEqual([
      'La migración 0099_prueba.sql no está en drizzle/manifest.json: ejecute npm run db:manifest.',
    ]);
    const first = updateManifest(dir);
    expect(first.added).toEqual(['0099_prueba']);
    writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(first.manifest, null, 2)}\n`);
    expect(checkMigrations(dir)).toEqual([]);
    const again = updateManifest(dir);
    expect(again.added).toEqual([]);
    expect(again.manifest).toEqual(first.manifest);
  });

  it('refuses a new migration Drizzle would skip on an upgraded database (not later than the last)', () => {
    copy();
    addMigration('0099_prueba', 1);
    expect(checkMigrations(dir).join('\n')).toContain('0099_prueba (when 1) no es posterior');
    expect(updateManifest(dir).refused.join('\n')).toContain('0099_prueba (when 1) no es posterior');
  });

  it('the script refuses to change a recorded entry unless the change is accepted by name', () => {
    copy();
    appendFileSync(path.join(dir, '0000_init.sql'), '\n-- retoque');
    const refused = updateManifest(dir);
    expect(refused.refused).toEqual([
      '0000_init: cambió (SHA-256); restáurela, o acepte el cambio con --accept-change 0000_init.sql.',
    ]);
    const accepted = updateManifest(dir, ['0000_init.sql']);
    expect(accepted.refused).toEqual([]);
    expect(accepted.accepted).toEqual(['0000_init']);
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(accepted.manifest));
    expect(checkMigrations(dir)).toEqual([]);
  });
});
