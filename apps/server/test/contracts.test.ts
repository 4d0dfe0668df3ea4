import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiDocument } from '../src/openapi-document.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
await t.app.ready();
const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/'));

describe('one contract per endpoint', () => {
  it('every API route declares its success answer and its error answers', () => {
    const undeclared = api
      .filter((r) => {
        const codes = Object.keys(r.schema?.response ?? {});
        return !codes.some((c) => c.startsWith('2')) || !codes.includes('4xx') || !codes.includes('5xx');
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('docs/openapi.json is the description the code generates (run `npm run openapi`)', async () => {
    expect(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))).toEqual(JSON.parse(await openApiDocument()));
  });

  it('serves the interactive docs at /api/docs to staff only', async () => {
    const docs = (cookie?: string) => t.app.inject({ url: '/api/docs', headers: cookie ? { cookie } : {} });
    expect((await docs()).statusCode).toBe(401);
    expect((await docs(await t.login('cliente@agrodemo.cl'))).statusCode).toBe(403);
    const staff = await t.login('dev@agrodemo.cl');
    const page = await t.app.inject({ url: '/api/docs', headers: { cookie: staff } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ url: '/api/docs/json', headers: { cookie: staff } });
    expect(json.json().paths['/api/v1/parcela/cp/{cp_id}'].get.responses['200']).toBeDefined();
  });
});
