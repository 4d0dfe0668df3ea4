import os from 'node:os';
import { describe, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { testDatabaseUrl } from './helpers.ts';

// Replicas of the app start together on an empty PostgreSQL database (compose.yaml): each applies
// the migrations at start, and they must not trip over each other.
const base = process.env.DATABASE_URL;

describe('migrations on PostgreSQL', () => {
  it.skipIf(!base)('two processes opening an empty database at once both succeed', async () => {
    const { url, drop } = await testDatabaseUrl();
    try {
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase(url, os.tmpdir())));
      for (const d of opened) await d.ping();
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await drop?.();
    }
  });
});
