/**
 * Vitest global setup: imports the bundled real data (and the sample content) once per run, and leaves a copy
 * each test file can open cheaply — a PGlite data-directory dump, or a PostgreSQL template database when
 * DATABASE_URL is postgres. Names are unique to the run, so parallel runs never share a copy; teardown removes it.
 */
import { writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './providedContext.ts';
import { openDatabase, parseDatabaseUrl, repoRoot, type Database } from '../db/database.ts';
import { importDataDir } from '../import/importDataDir.ts';
import { seedContent } from '../content/seed/seedContent.ts';

const runId = `${process.pid}_${Date.now().toString(36)}`;

async function seed(database: Database): Promise<void> {
  await database.migrate();
  await importDataDir(database.db, path.join(repoRoot, 'data'));
  await seedContent(database.db);
}

async function withAdmin(url: string, run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = parseDatabaseUrl(process.env.DATABASE_URL);
  if (target.kind === 'pglite') {
    const dumpPath = path.join(repoRoot, 'node_modules', '.cache', 'pallone', `seeded-pglite-${runId}.tar`);
    const database = await openDatabase('pglite:memory');
    await seed(database);
    const dump = await database.dump!();
    await mkdir(path.dirname(dumpPath), { recursive: true });
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('seededDatabase', { kind: 'pglite', dumpPath });
    return () => rm(dumpPath, { force: true });
  }
  const template = `pallone_seed_${runId}`;
  await withAdmin(target.url, (admin) => admin.query(`CREATE DATABASE ${template}`));
  const url = new URL(target.url);
  url.pathname = `/${template}`;
  const database = await openDatabase(url.toString());
  await seed(database);
  await database.close();
  project.provide('seededDatabase', { kind: 'postgres', template });
  return () =>
    withAdmin(target.url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}
