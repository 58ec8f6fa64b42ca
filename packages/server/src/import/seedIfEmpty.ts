/**
 * First run: an empty database gets the bundled real data (the repository's `data/` folder), then the sample
 * content written over it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { competitions } from '../db/schema.ts';
import { importDataDir } from './importDataDir.ts';
import { seedContent, seedContentIfMissing } from '../content/seed/seedContent.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(competitions);
  return (rows[0]?.count ?? 0) === 0;
}

/**
 * Imports `dataDir` when the database holds no competition yet; returns whether it did. A database imported
 * before the content tables existed gets the sample content once.
 */
export async function seedIfEmpty(
  db: Db,
  dataDir: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (!(await isEmpty(db))) {
    if (await seedContentIfMissing(db)) log('Wrote the sample content (first run with the content tables)');
    return false;
  }
  const started = performance.now();
  log(`Empty database: importing the bundled data from ${dataDir} (first run only)…`);
  await importDataDir(db, dataDir);
  await seedContent(db);
  log(`Imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
