/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL points at PostgreSQL,
 * a new database created for the file on that server and dropped afterwards (so files can run in parallel).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, parseDatabaseUrl, type Database } from './database.ts';

export interface TestDatabase extends Database {
  /** Closes the connection and drops the per-file PostgreSQL database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const target = parseDatabaseUrl(process.env.DATABASE_URL);
  if (target.kind === 'pglite') {
    const database = await openDatabase('pglite:memory');
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const name = `pallone_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  await database.migrate();
  return {
    ...database,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
