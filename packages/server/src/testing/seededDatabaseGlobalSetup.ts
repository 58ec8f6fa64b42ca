/**
 * Vitest global setup: imports the bundled real data once per run, and leaves a copy each test file can open
 * cheaply — a PGlite data-directory tarball, or a PostgreSQL template database when DATABASE_URL is postgres.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, parseDatabaseUrl, repoRoot } from '../db/database.ts';
import { importDataDir } from '../import/importDataDir.ts';
import { seedContent } from '../db/seedContent.ts';

export const SEED_DUMP_PATH = path.join(repoRoot, 'node_modules', '.cache', 'pallone', 'seeded-pglite.tar');
export const SEED_TEMPLATE_DB = 'pallone_seed_template';

export default async function setup(): Promise<void> {
  const target = parseDatabaseUrl(process.env.DATABASE_URL);
  const dataDir = path.join(repoRoot, 'data');
  if (target.kind === 'pglite') {
    const database = await openDatabase('pglite:memory');
    await database.migrate();
    await importDataDir(database.db, dataDir);
    await seedContent(database.db);
    const dump = await database.dump!();
    await mkdir(path.dirname(SEED_DUMP_PATH), { recursive: true });
    await writeFile(SEED_DUMP_PATH, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${SEED_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${SEED_TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${SEED_TEMPLATE_DB}`;
  const database = await openDatabase(url.toString());
  await database.migrate();
  await importDataDir(database.db, dataDir);
  await seedContent(database.db);
  await database.close();
}
