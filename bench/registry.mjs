// The admin territory registry at 10 k clients / 100 k territories on PostgreSQL: p50/p95 of pages,
// sorting and search one request at a time, the unpaged answer, and the bare SQL as a floor.
import { median, percentile, login, sampleLatencies } from './lib/http.mjs';
import { scratchDatabase, withClient } from './lib/pg.mjs';
import { rssSampler, memoryOf } from './lib/proc.mjs';
import { seedRegistry } from './lib/registry-seed.mjs';
import { startProduct } from './lib/server.mjs';

const BASE = '/api/v1/parcela/all/listar';
// A case starting with '/' is a whole path (another registry); otherwise a query string on BASE.
export const CASES = {
  'page 1': '?page=1&pageSize=20',
  'page 2500': '?page=2500&pageSize=20',
  'sort by name': '?page=1&pageSize=20&sort=nombre',
  'sort by owner, desc, page 100': '?page=100&pageSize=20&sort=propietario&dir=desc',
  'search "fundo a"': '?page=1&pageSize=20&q=fundo%20a',
  'filter ciudad "talca" + sort by name': '?page=1&pageSize=20&campo=ciudad&q=talca&sort=nombre',
  'search "vina los" (accents ignored), page 3': '?page=3&pageSize=20&q=vina%20los&sort=nombre',
  'clients: search "alamos"': '/api/v1/cp/all/listar?page=1&pageSize=20&q=alamos',
};
const urlOf = (base, query) => base + (query.startsWith('/') ? query : BASE + query);

async function sqlFloor(url) {
  const time = async (c, text, n = 10) => {
    const ms = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await c.query(text);
      ms.push(performance.now() - t0);
    }
    return median(ms);
  };
  return withClient(url, async (c) => ({
    pageQueryMs: await time(
      c,
      `select p.*, c.nombre from parcela p join cliente_principal c on c.cp_id = p.cp_id
       order by p.parcela_id limit 20`,
    ),
    countMs: await time(c, 'select count(*) from parcela p join cliente_principal c on c.cp_id = p.cp_id'),
  }));
}

export async function run({ logDir }) {
  const db = await scratchDatabase('registry');
  let server;
  try {
    server = await startProduct({
      name: 'product-registry',
      databaseUrl: db.url,
      env: { JOBS_ENABLED: 'false' },
      logDir,
    });
    const seeded = await withClient(db.url, (c) => seedRegistry(c));
    const cookie = await login(server.url, 'admin@agrodemo.cl');
    const cases = {};
    for (const [name, query] of Object.entries(CASES)) {
      await sampleLatencies(urlOf(server.url, query), { cookie, n: 3 });
      const { times, bytes } = await sampleLatencies(urlOf(server.url, query), { cookie, n: 40 });
      cases[name] = { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
    }
    const before = memoryOf(server.pid).rss;
    const sampler = rssSampler(server.pid);
    const { times, bytes } = await sampleLatencies(server.url + BASE, { cookie, n: 3 });
    const mem = sampler.stop();
    // Three small pages can answer before the sampler's first tick: the reading after them counts too.
    const peak = Math.max(mem.samples ? mem.max : 0, memoryOf(server.pid).rss);
    cases['no page'] = { p50: median(times), bytes, rssGrowthMiB: peak - before };
    return { seeded, cases, floor: await sqlFloor(db.url) };
  } finally {
    await server?.stop();
    await db.drop();
  }
}
