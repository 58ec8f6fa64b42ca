/**
 * `npm run import -- <dir>`: opens the database named by DATABASE_URL, migrates it, imports the folder and
 * prints the report. With REDIS_URL set the running servers are told of the change (as `npm run sync` tells
 * them): they drop their cached answers and rebuild their search indexes. Exit code 1 on a fatal error (no
 * folder, database unreachable), when a file failed or when Redis could not be reached.
 */
import path from 'node:path';
import { runCommand, withMigratedDatabase } from '../cli/runCommand.ts';
import { readConfig } from '../config.ts';
import { announceToServers } from '../modules/live/announceToServers.ts';
import { importDataDir } from './importDataDir.ts';
import { formatReport } from './report.ts';

runCommand('Import failed', async () => {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run import -- <data folder>');
    return 2;
  }
  const config = readConfig();
  return withMigratedDatabase(async (db) => {
    const report = await importDataDir(db, path.resolve(dir), { log: (line) => console.log(line) });
    console.log('');
    console.log(formatReport(report));
    const failed = report.files.some((f) => f.status === 'failed');
    if (!config.redisUrl) return failed ? 1 : 0;
    const change = { reason: 'import', matchIds: [], competitionSeasonIds: [] };
    if (await announceToServers(change, { db, redisUrl: config.redisUrl, now: config.now })) {
      console.log('change announced to the running servers (Redis): caches dropped, search indexes rebuilt');
      return failed ? 1 : 0;
    }
    console.error('Redis could not be reached: the running servers were not told of the change');
    return 1;
  }, config.databaseUrl);
});
