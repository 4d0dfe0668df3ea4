import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

// Replicas of the app start together on an empty PostgreSQL database (compose.yaml): each applies
// the migrations at start, and they must not trip over each other.
const base = process.env.DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it.skipIf(!base)('two processes opening an empty database at once both succeed', async () => {
    const name = `agro_mig_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase(url.toString(), os.tmpdir())));
      for (const d of opened) await d.ping();
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
