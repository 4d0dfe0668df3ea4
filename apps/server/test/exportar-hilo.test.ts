import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { workerPoolStats } from '../src/lib/worker-pool.ts';
import { buildTestApp, demoCps } from './helpers.ts';

// On PostgreSQL an export is read, encoded and zipped by a pool thread with its own connection, and
// the request thread relays its bytes (lib/export/hilo.ts, decision 027).
const pg = process.env.DATABASE_URL;
const t = pg ? await buildTestApp() : null;

const hechas = () => workerPoolStats().exportar?.completed ?? 0;

async function hasta(cond: () => boolean, ms = 15_000) {
  const fin = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > fin) throw new Error('no ocurrió a tiempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!pg)('exports on PostgreSQL, made on a pool thread', () => {
  it('the registry export is the pool thread’s, row for row the registry', async () => {
    const { admin } = await demoCps(t!);
    const antes = hechas();
    const get = (url: string) => t!.app.inject({ url: `/api/v1/${url}`, headers: { cookie: admin! } });
    const csv = await get('cp/all/exportar?formato=csv&sort=nombre');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/clientes_\d{4}-\d{2}-\d{2}\.csv/);
    const lista = (await get('cp/all/listar?sort=nombre&pageSize=100')).json().clientes as {
      nombre: string;
    }[];
    const nombres = csv.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split(';')[1]!.replace(/^"|"$/g, ''));
    expect(nombres).toEqual(lista.map((c) => c.nombre));
    await hasta(() => hechas() === antes + 1);
  });

  it('a refusal found on the pool thread answers its JSON error', async () => {
    const { admin } = await demoCps(t!);
    const res = await t!.app.inject({
      url: '/api/v1/factura/exportar?tipo=TODOS&id=99999',
      headers: { cookie: admin! },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ mensaje: MSG.sinDatosId });
  });

  it('a client that leaves mid-download frees the pool thread', async () => {
    const { admin } = await demoCps(t!);
    // 100,000 log lines, ~14 MB of CSV: far more than the socket and the stream buffers hold.
    await t!.ctx.database.db.execute(sql`insert into log_entry (api_url, api_method, event_type, archivo_nom)
      select '/api/v1/masivo/' || n, 'PUT', 'exito', 'masivo-' || n from generate_series(1, 100000) n`);
    const base = await t!.app.listen({ host: '127.0.0.1', port: 0 });
    const antes = hechas();
    const ac = new AbortController();
    const res = await fetch(`${base}/api/v1/logs/exportar?formato=csv`, {
      headers: { cookie: admin! },
      signal: ac.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    ac.abort();
    // Without the cancellation the thread would wait for credit for ever, and this never happen.
    await hasta(() => hechas() === antes + 1);
  });
});
