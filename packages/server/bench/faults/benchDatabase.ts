/**
 * A PostgreSQL database of its own for `bench:faults` (created, imported, dropped), and the operator's levers a
 * restart pulls: terminate every backend (57P01, as a shutdown does) and refuse or allow new connections —
 * without touching the machine's PostgreSQL cluster.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { seedIfEmpty } from '../../src/import/seedIfEmpty.ts';
import { withPgClient } from '../../src/db/withPgClient.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');

export interface BenchDatabase {
  url: string;
  importSeconds: number;
  /** Runs `query` on the bench database from an admin connection of its own. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  terminateBackends(): Promise<number>;
  allowConnections(allow: boolean): Promise<void>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `pallone_faults_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withPgClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const started = performance.now();
  const database = await openDatabase(url);
  await database.migrate();
  await seedIfEmpty(database.db, dataDir, () => {});
  await database.close();
  const importSeconds = (performance.now() - started) / 1000;
  return {
    url,
    importSeconds,
    query: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      withPgClient(url, async (admin) => (await admin.query<T>(text, values)).rows),
    terminateBackends: () =>
      withPgClient(adminUrl, async (admin) => {
        const result = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return result.rowCount ?? 0;
      }),
    allowConnections: async (allow) => {
      await withPgClient(adminUrl, (admin) =>
        admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allow}`),
      );
    },
    drop: async () => {
      await withPgClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
