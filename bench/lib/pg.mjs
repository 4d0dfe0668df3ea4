// Scratch PostgreSQL databases on the local server (127.0.0.1:5432, user postgres, trust by default).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlOf(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database and returns {url, name, drop()}. */
export async function scratchDatabase(label) {
  const name = `agro_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    name,
    url: urlOf(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(text) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Runs queries on a database with a short-lived client. */
export async function withClient(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
