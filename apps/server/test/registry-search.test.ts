import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGISTRO_PAGE_SIZE_MAX } from '@agro/domain/schemas/admin';
import { buildTestApp } from './helpers.ts';

/**
 * Registry search ignores accents and case the same on PGlite and PostgreSQL (agro_norm(),
 * migration 0003_personas_norm), its trigram and sort indexes are usable, and every call is paged with a maximum.
 */
const t = await buildTestApp();
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const get = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: { cookie: admin } });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const names = (rows: { nombre: string }[]) => rows.map((r) => r.nombre);
// db.execute answers { rows } on both drivers; typed loosely by Drizzle's generic database.
const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

describe(`registry search on ${t.ctx.database.kind}`, () => {
  it('"vinedos" finds "Viñedos del Maule"; accents and case typed either way', async () => {
    for (const q of ['vinedos', 'VIÑEDOS', 'Vinédos', 'viñedos del maule']) {
      expect(names((await json(`cp/all/listar?q=${encodeURIComponent(q)}`)).clientes), q).toEqual([
        'Viñedos del Maule Ltda.',
      ]);
      expect(
        (await json(`parcela/all/listar?campo=propietario&q=${encodeURIComponent(q)}`)).parcelas.map(
          (p: { propietario: string }) => p.propietario,
        ),
        q,
      ).toEqual(['Viñedos del Maule Ltda.']);
    }
    expect(names((await json('cp/all/listar?campo=nombre&q=agricola')).clientes)).toEqual([
      'Agrícola Valle Central SpA',
    ]);
    expect(names((await json('parcela/all/listar?campo=ciudad&q=curico')).parcelas)).toEqual([
      'Fundo El Peumo',
    ]);
    expect(names((await json('parcela/all/listar?q=VINA%20los')).parcelas)).toEqual(['Viña Los Robles']);
    expect(
      (await json('usuario/listar?campo=nombre&q=vinedos')).usuarios.length,
      'users of the company found by its name',
    ).toBeGreaterThan(0);
    // LIKE's wildcards stay plain text.
    expect((await json('parcela/all/listar?q=_')).parcelas).toEqual([]);
  });

  it('sorts ignoring accents: "Ágata" sorts with the A', async () => {
    const rows = rowsOf<{ n: string }>(await db.execute(sql`select agro_norm('Ágata Ñandú ÜBER') as n`));
    expect(rows[0]!.n).toBe('agata nandu uber');
  });

  it('the search and sort indexes can serve the registry queries', async () => {
    // The registries search and sort the stored agro_norm() columns (migration 0005_registro_norm).
    // On the demo's few rows a sort's btree read whole looks cheaper than the trigram index, so the
    // search probes set it aside (`without`, undone by the rollback) to see the trigram index serve.
    const plan = async (query: ReturnType<typeof sql>, without?: string) => {
      let text = '';
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          if (without) await tx.execute(sql.raw(`drop index ${without}`));
          const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
          text = rows.map((x) => Object.values(x)[0]).join('\n');
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof TransactionRollbackError)) throw err;
        });
      return text;
    };
    expect(
      await plan(
        sql`select parcela_id from parcela where nombre_norm like '%' || agro_norm('peumo') || '%'`,
        'parcela_nombre_norm_idx',
      ),
    ).toContain('parcela_nombre_trgm_idx');
    expect(
      await plan(
        sql`select cp_id from cliente_principal where nombre_norm like '%' || agro_norm('maule') || '%'`,
        'cp_nombre_norm_idx',
      ),
    ).toContain('cp_nombre_trgm_idx');
    expect(
      await plan(sql`select parcela_id from parcela order by ciudad_norm, parcela_id limit 20`),
    ).toContain('parcela_ciudad_norm_idx');
  });
});

describe('every registry call is paged, with a maximum', () => {
  it('answers page 1 of the default size without parameters, and takes limit as the page size', async () => {
    for (const url of ['cp/all/listar', 'parcela/all/listar', 'servicio/all/listar', 'usuario/listar']) {
      expect(await json(url), url).toMatchObject({ page: 1, pageSize: 20, total_exacto: true });
    }
    const two = await json('parcela/all/listar?limit=2&sort=nombre');
    expect(two).toMatchObject({ pageSize: 2, total: 4, total_exacto: true });
    expect(names(two.parcelas)).toEqual(['Fundo El Peumo', 'Huerto San Clemente']);
  });

  it(`refuses a page size above ${REGISTRO_PAGE_SIZE_MAX} with 400`, async () => {
    for (const url of [
      `cp/all/listar?limit=${REGISTRO_PAGE_SIZE_MAX + 1}`,
      `parcela/all/listar?pageSize=${REGISTRO_PAGE_SIZE_MAX + 1}`,
      'servicio/all/listar?limit=0',
      'usuario/listar?limit=100000',
      'parcela/all/listar?page=99999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect((await get(`usuario/listar?limit=${REGISTRO_PAGE_SIZE_MAX}`)).statusCode).toBe(200);
  });
});
