/**
 * `npm run import -- <dir>`: opens the database named by DATABASE_URL, migrates it, imports the folder and
 * prints the report. Exit code 1 on a fatal error (no folder, database unreachable) or when a file failed.
 */
import path from 'node:path';
import { runCommand, withMigratedDatabase } from '../cli/runCommand.ts';
import { importDataDir } from './importDataDir.ts';
import { formatReport } from './report.ts';

runCommand('Import failed', async () => {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run import -- <data folder>');
    return 2;
  }
  return withMigratedDatabase(async (db) => {
    const report = await importDataDir(db, path.resolve(dir), { log: (line) => console.log(line) });
    console.log('');
    console.log(formatReport(report));
    return report.files.some((f) => f.status === 'failed') ? 1 : 0;
  });
});
