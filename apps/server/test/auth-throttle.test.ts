import { describe, expect, it } from 'vitest';
import { startSignIn, THROTTLE } from '../src/modules/usuario/throttle.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';

/**
 * Sign-in throttling (issue 10, docs/decisions/008). Meant for both passes: on the embedded
 * database parallel requests interleave at every await (which is how the old read-then-record
 * count let 20 of 20 through); on PostgreSQL (DATABASE_URL) they also run on separate connections.
 */
const t = await buildTestApp();
// The same platform behind a proxy at 127.0.0.1 that forwards the client's address.
const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
// Mid-window, so no burst straddles a window boundary.
for (const app of [t, proxied]) app.setNow(new Date('2026-03-02T12:07:00Z'));

// Bursts wait out the e-mail's slow-down (up to 2 s each) on a machine that may be busy.
const BURST_TIMEOUT_MS = 120_000;

const logear = (app: TestApp, email: string, password: string, from: string, headers = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/usuario/logear',
    payload: { email, password },
    remoteAddress: from,
    headers,
  });
const tally = async (answers: Promise<{ statusCode: number }>[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(answers)) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const burst = (n: number, send: (i: number) => Promise<{ statusCode: number }>) =>
  tally(Array.from({ length: n }, (_, i) => send(i)));

describe('parallel bursts', { timeout: BURST_TIMEOUT_MS }, () => {
  it('20 wrong passwords at once for one account from one address: 8 answered 401, the rest 429', async () => {
    const counts = await burst(20, (i) =>
      logear(t, 'cliente2@agrodemo.cl', `Mala#Clave${i}x`, '203.0.113.10'),
    );
    expect(counts).toEqual({ 401: THROTTLE.blockPairAfter, 429: 20 - THROTTLE.blockPairAfter });
  });

  it('40 wrong passwords at once for 40 e-mails from one address: 30 answered 401, the rest 429', async () => {
    const counts = await burst(40, (i) => logear(t, `nadie${i}@agrodemo.cl`, 'Mala#Clave1x', '203.0.113.20'));
    expect(counts).toEqual({ 401: THROTTLE.blockIpAfter, 429: 40 - THROTTLE.blockIpAfter });
  });
});

describe('an attacker cannot lock the owner out', { timeout: BURST_TIMEOUT_MS }, () => {
  it('the right password signs in from its own address after bursts from three others', async () => {
    const attackers = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    const bursts = await Promise.all(
      attackers.map((from) => burst(12, (i) => logear(t, 'admin@agrodemo.cl', `Mala#Clave${i}x`, from))),
    );
    expect(bursts).toEqual(attackers.map(() => ({ 401: 8, 429: 4 })));
    const owner = await logear(t, 'admin@agrodemo.cl', DEMO_PASSWORD, '192.0.2.50');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ status: 'success', role: 'Admin' });
    // The block belongs to the pair: the attacker's addresses stay refused for that account.
    expect((await logear(t, 'admin@agrodemo.cl', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
  });

  it('failures for one e-mail from anywhere only slow its answers, up to a bounded delay', async () => {
    const db = t.ctx.database.db;
    const now = t.ctx.now();
    for (let i = 0; i < 40; i++) await startSignIn(db, 'dev@agrodemo.cl', `198.51.100.${100 + i}`, now);
    const owner = await startSignIn(db, 'dev@agrodemo.cl', '192.0.2.60', now);
    expect(owner).toMatchObject({ blocked: false, delayMs: THROTTLE.maxDelayMs });
  });
});

describe('client address', { timeout: BURST_TIMEOUT_MS }, () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot escape the block by changing it', async () => {
    const counts = await burst(12, (i) =>
      logear(t, 'empleado@agrodemo.cl', `Mala#Clave${i}x`, '203.0.113.40', {
        'x-forwarded-for': `10.0.0.${i}`,
      }),
    );
    expect(counts).toEqual({ 401: 8, 429: 4 });
  });

  it('with TRUST_PROXY the forwarded address is the client: the owner behind the proxy still signs in', async () => {
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
    const counts = await burst(12, (i) =>
      logear(proxied, 'cliente@agrodemo.cl', `Mala#Clave${i}x`, '127.0.0.1', viaProxy('203.0.113.66')),
    );
    expect(counts).toEqual({ 401: 8, 429: 4 });
    const owner = await logear(
      proxied,
      'cliente@agrodemo.cl',
      DEMO_PASSWORD,
      '127.0.0.1',
      viaProxy('192.0.2.7'),
    );
    expect(owner.statusCode).toBe(200);
  });
});

describe('own password change', { timeout: BURST_TIMEOUT_MS }, () => {
  it('guesses of the current password are limited like sign-ins, in parallel too', async () => {
    const cookie = await t.login('empleado2@agrodemo.cl');
    const counts = await burst(12, (i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/password/empleado2@agrodemo.cl',
        headers: { cookie },
        payload: {
          password_old: `Mala#Clave${i}x`,
          password_new: 'Nueva#Clave2026',
          password_new2: 'Nueva#Clave2026',
        },
      }),
    );
    expect(counts).toEqual({ 400: 8, 429: 4 });
  });
});
