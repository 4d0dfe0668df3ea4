import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../lib/storage-disk.ts';
import { StagedFiles } from './staged-files.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'agro-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Disk storage whose third write fails, the others finishing late, as a flaky disk would. */
class FlakyStorage extends DiskStorage {
  private writes = 0;
  override async put(key: string, body: Readable | Buffer) {
    if (++this.writes === 3) throw new Error('disco lleno');
    await new Promise((resolve) => setTimeout(resolve, 20));
    return super.put(key, body);
  }
}

describe('StagedFiles', () => {
  it('leaves no file behind when a write fails, even writes still in flight', async () => {
    const files = new StagedFiles(new FlakyStorage(root));
    const writes = Array.from({ length: 40 }, (_, i) =>
      files.put('servicios', 'pdf', 'application/pdf', `${i}.pdf`, Buffer.from('%PDF-1.3')),
    );
    await expect(Promise.all(writes)).rejects.toThrow('disco lleno');
    await files.rollback();
    const left = readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
    expect(left).toEqual([]);
  });
});
