/**
 * `npm run sync -- <url|path>…`: one sync pass by hand over the given sources (or PALLONE_SYNC_SOURCES), on the
 * database named by DATABASE_URL, ignoring backoff. With REDIS_URL set the running servers are told of the
 * change as if it had happened in one of them: they drop their cached answers and their live-stream clients get
 * the changed matches. Without REDIS_URL they are not told (use the servers' scheduled sync, PALLONE_SYNC_SOURCES,
 * instead). Exit code 1 when a source failed or Redis could not be reached, 2 on a usage error.
 */
import { runCommand, withMigratedDatabase } from '../cli/runCommand.ts';
import { readConfig } from '../config.ts';
import { announceToServers } from '../modules/live/announceToServers.ts';
import { runSyncPass } from './syncPass.ts';

runCommand('Sync failed', async () => {
  const config = readConfig();
  const sources = process.argv.slice(2).filter((arg) => arg !== '--');
  const urls = sources.length > 0 ? sources : config.syncSources;
  if (urls.length === 0) {
    console.error('usage: npm run sync -- <url|path>…   (or set PALLONE_SYNC_SOURCES)');
    return 2;
  }
  return withMigratedDatabase(async (db) => {
    const result = await runSyncPass(db, urls, {
      now: config.now,
      intervalMs: config.syncIntervalSeconds * 1000,
      force: true,
      log: (level, message) => (level === 'warn' ? console.warn(message) : console.log(message)),
    });
    for (const source of result.sources) {
      console.log(
        `${source.status.padEnd(11)} ${source.url}  ${source.rowsChanged} rows changed${source.error ? `  (${source.error})` : ''}`,
      );
      for (const row of source.rejected.slice(0, 20)) console.log(`  line ${row.line}: ${row.reason}`);
    }
    const failed = result.sources.some((s) => s.status === 'failed');
    if (!result.change) return failed ? 1 : 0;
    if (!config.redisUrl) {
      console.log('REDIS_URL is not set: running servers were not told (their caches expire by themselves)');
      return failed ? 1 : 0;
    }
    if (await announceToServers(result.change, { db, redisUrl: config.redisUrl, now: config.now })) {
      console.log('change announced to the running servers (Redis): caches dropped, live stream told');
      return failed ? 1 : 0;
    }
    console.error('Redis could not be reached: the running servers were not told of the change');
    return 1;
  }, config.databaseUrl);
});
