/**
 * A database holding the bundled real data, private to one test file: PGlite restored from the global
 * setup's tarball, or a PostgreSQL database cloned from the seeded template.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, openPgliteFromDump, parseDatabaseUrl } from '../db/database.ts';
import type { TestDatabase } from '../db/testDatabase.ts';
import { inject } from 'vitest';
import './providedContext.ts';

export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const target = parseDatabaseUrl(process.env.DATABASE_URL);
  const seeded = inject('seededDatabase');
  if (target.kind === 'pglite') {
    if (seeded.kind !== 'pglite') throw new Error('the seeded copy was made for another DATABASE_URL');
    const dump = new Blob([await readFile(seeded.dumpPath!)]);
    const database = await openPgliteFromDump(dump);
    return { ...database, destroy: () => database.close() };
  }
  const name = `pallone_seeded_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  if (seeded.kind !== 'postgres') throw new Error('the seeded copy was made for another DATABASE_URL');
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seeded.template!}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
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
