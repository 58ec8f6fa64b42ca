/**
 * A database holding the bundled real data, private to one test file: PGlite restored from the global
 * setup's tarball, or a PostgreSQL database cloned from the seeded template.
 */
import { readFile } from 'node:fs/promises';
import { openDatabase, openPgliteFromDump, parseDatabaseUrl } from '../db/database.ts';
import { closeAndDrop, type TestDatabase } from '../db/testDatabase.ts';
import { createScratchDatabase } from '../db/scratchPostgres.ts';
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
  if (seeded.kind !== 'postgres') throw new Error('the seeded copy was made for another DATABASE_URL');
  const scratch = await createScratchDatabase('pallone_seeded', seeded.template!);
  const database = await openDatabase(scratch.url);
  return { ...database, destroy: () => closeAndDrop(database, scratch) };
}
