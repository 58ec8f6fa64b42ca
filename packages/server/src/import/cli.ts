/**
 * `npm run import -- <dir>`: opens the database named by DATABASE_URL, migrates it, imports the folder and
 * prints the report. Exit code 1 on a fatal error (no folder, database unreachable) or when a file failed.
 */
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { importDataDir } from './importDataDir.ts';
import { formatReport } from './report.ts';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run import -- <data folder>');
    return 2;
  }
  const database = await openDatabase();
  try {
    console.log(`Database: ${database.kind} (${database.location})`);
    await database.migrate();
    const report = await importDataDir(database.db, path.resolve(dir), { log: (line) => console.log(line) });
    console.log('');
    console.log(formatReport(report));
    return report.files.some((f) => f.status === 'failed') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
