/**
 * The PostgreSQL database the bench compares with PGlite (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_search): created when missing, null when the server cannot be reached.
 */
import pg from 'pg';

export const DEFAULT_BENCH_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/bench_search';

export async function postgresBenchDatabase(url = DEFAULT_BENCH_POSTGRES_URL): Promise<string | null> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return url;
  } finally {
    await client.end();
  }
}
