/**
 * The frame of the command-line tools that work on the database (`npm run import`, `npm run sync`): the exit
 * code the command answers, or 1 with `<failure>: <message>` when it throws; and the database of DATABASE_URL
 * (or `url`), migrated before the work and closed after it.
 */
import { openDatabase, type Db } from '../db/database.ts';

export function runCommand(failure: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

export async function withMigratedDatabase<T>(work: (db: Db) => Promise<T>, url?: string): Promise<T> {
  const database = await openDatabase(url);
  try {
    console.log(`Database: ${database.kind} (${database.location})`);
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}
