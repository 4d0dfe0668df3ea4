import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { admin, usuario } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/lib/crypto.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function createAdmin(dataDir: string, args: string[], password: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
    cwd: serverDir,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' },
  });
}

describe('npm run create-admin', () => {
  it('creates the first administrator with the password read from stdin, once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-cli-'));
    const ok = createAdmin(dataDir, ['--email', 'Jefa@Example.cl', '--nombre', 'Jefa'], 'Clave#Segura2026');
    expect(ok.status).toBe(0);
    expect(createAdmin(dataDir, ['--email', 'otra@example.cl'], 'corta').status).toBe(2);
    expect(createAdmin(dataDir, ['--email', 'jefa@example.cl'], 'Clave#Segura2026').status).toBe(1);

    const database = await openDatabase(undefined, dataDir);
    try {
      const rows = await database.db
        .select({
          email: usuario.email,
          rol: usuario.tipoUsuario,
          hash: usuario.passwordHash,
          nombre: admin.nombre,
        })
        .from(usuario)
        .innerJoin(admin, eq(admin.usuarioId, usuario.usuarioId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'jefa@example.cl', rol: 'Admin', nombre: 'Jefa' });
      expect(await verifyPassword('Clave#Segura2026', rows[0]!.hash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000); // three processes, each starting PGlite: ~25 s apiece on a busy 2-core machine
});
