/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL points at PostgreSQL,
 * a new database created for the file on that server and dropped afterwards (so files can run in parallel).
 */
import { openDatabase, parseDatabaseUrl, type Database } from './database.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratchPostgres.ts';

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
  const scratch = await createScratchDatabase('pallone_test');
  const database = await openDatabase(scratch.url);
  await database.migrate();
  return { ...database, destroy: () => closeAndDrop(database, scratch) };
}

/** Closes the connection, then drops the scratch database it was on. */
export async function closeAndDrop(database: Database, scratch: ScratchDatabase): Promise<void> {
  await database.close();
  await scratch.drop();
}
