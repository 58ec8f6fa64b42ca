/**
 * `BENCH_LIVE_REDIS=1 npm run bench:live`: two server processes on one fresh PostgreSQL database (created from
 * BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/test, and dropped afterwards) and one Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Goals are posted to process A; the clients listen on process B.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { firstRunImportSeconds, startServer } from './serverProcess.ts';
import { measureLive } from './liveBenchClients.ts';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function benchTwoProcesses(
  levels: readonly number[],
): Promise<{ rows: string[]; setup: string }> {
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  const name = `pallone_bench_live_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    const importSeconds = await firstRunImportSeconds(url.href);
    const a = await startServer(url.href, 180_000);
    try {
      const b = await startServer(url.href, 180_000);
      try {
        const rows = await measureLive(a.port, b.port, levels);
        const setup =
          `PostgreSQL ${name}, Redis ${process.env.REDIS_URL}; first-run import ${importSeconds.toFixed(1)} s, ` +
          `servers ready ${a.readySeconds.toFixed(1)} s and ${b.readySeconds.toFixed(1)} s`;
        return { rows, setup };
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
