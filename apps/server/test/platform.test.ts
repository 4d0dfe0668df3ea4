import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebRoot } from './helpers.ts';

// A build as Vite writes it: hashed assets with their precompressed twins, and a manifest under .vite/.
const webRoot = fakeWebRoot();
const APP_JS = 'console.log("agro");'.repeat(100);
const INDEX_HTML = '<!doctype html><div id="root"></div>';
writeFileSync(path.join(webRoot, 'assets', 'app.js'), APP_JS);
writeFileSync(path.join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
writeFileSync(path.join(webRoot, 'assets', 'app.js.gz'), gzipSync(APP_JS));
writeFileSync(path.join(webRoot, 'index.html.br'), brotliCompressSync(INDEX_HTML));
mkdirSync(path.join(webRoot, '.vite'));
writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
const t = await buildTestApp({ webRoot });
const { app } = t;
// A route that fails like a database error would, registered before the app is ready.
app.get('/api/v1/__boom', { config: { access: 'public' } }, async () => {
  throw new Error('SELECT secret FROM usuario');
});

describe('platform routes', () => {
  it('GET /health answers success without a session', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
  });

  it('unknown API paths answer 404 JSON, never the page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/v1/no/existe' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().status).toBe('error');
    }
  });

  it('app routes fall back to index.html; missing files do not', async () => {
    for (const url of [
      '/',
      '/home',
      '/cliente-principal/mis-territorios/mas-info?e=1&t=2',
      '/admin/registro/clientes',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/no-existe.js' })).statusCode).toBe(404);
  });

  it('serves hashed assets for a year, immutable, precompressed by Accept-Encoding', async () => {
    const br = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    for (const res of [br, gz, plain]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('index.html is revalidated on every visit, compressed or not', async () => {
    for (const url of ['/', '/home', '/index.html', '/admin/inicio']) {
      for (const encoding of ['br', 'identity']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toContain('text/html');
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
        expect(body).toBe(INDEX_HTML);
      }
    }
  });

  it('does not serve the build manifest', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('serves the contact configuration publicly', async () => {
    const res = await app.inject({ url: '/api/v1/config/contacto' });
    expect(res.statusCode).toBe(200);
    const { contacto } = res.json();
    expect(Object.keys(contacto).sort()).toEqual(
      [
        'direccion',
        'email_contacto',
        'facebook_url',
        'fono_contacto_principal',
        'instagram_url',
        'linkedin_url',
      ].sort(),
    );
    expect(contacto.fono_contacto_principal).toMatch(/^\d+$/);
  });

  it('hides the cause of unexpected errors', async () => {
    const res = await app.inject({ url: '/api/v1/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SELECT');
    expect(res.json().status).toBe('error');
  });
});
