import { describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebRoot } from './helpers.ts';

const t = await buildTestApp({ webRoot: fakeWebRoot() });
const { app } = t;
// A route that fails like a database error would, registered before the app is ready.
app.get('/api/v1/__boom', { config: { access: 'public' } }, async () => {
  throw new Error('SELECT secret FROM usuario');
});

describe('platform routes', () => {
  it('GET /health answers success without a session', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
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
