import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

// The release is the root package.json's version (CHANGELOG.md); the commit comes from GIT_COMMIT, or
// from the build (build.mjs), or is 'dev' when the sources run directly as here.
const release = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;
const t = await buildTestApp();

describe('the running version', () => {
  afterEach(() => {
    delete process.env.GIT_COMMIT;
  });

  it('is a semantic version with its CHANGELOG entry', () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
    const changelog = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toContain(`## [${release}]`);
  });

  it('GET /health names the release and the commit', async () => {
    const dev = await t.app.inject({ url: '/health' });
    expect(dev.statusCode).toBe(200);
    expect(dev.json()).toEqual({ status: 'success', version: release, commit: 'dev' });

    process.env.GIT_COMMIT = '3b588f4';
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({
      status: 'success',
      version: release,
      commit: '3b588f4',
    });
  });

  it('GET /health still names them while the database is unreachable (503)', async () => {
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error('sin conexión'));
    try {
      const res = await t.app.inject({ url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        version: release,
        commit: 'dev',
        motivo: 'base_de_datos',
      });
    } finally {
      t.ctx.database.ping = ping;
    }
  });

  it("the developer panel's status answers them to staff", async () => {
    process.env.GIT_COMMIT = 'e1878a7';
    const res = await t.app.inject({
      url: '/api/v1/status',
      headers: { cookie: await t.login('dev@agrodemo.cl') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().res.version).toEqual({ version: release, commit: 'e1878a7' });
  });
});
