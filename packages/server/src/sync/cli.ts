/**
 * `npm run sync -- <url|path>…`: one sync pass by hand over the given sources (or PALLONE_SYNC_SOURCES), on the
 * database named by DATABASE_URL, ignoring backoff. With REDIS_URL set the change is announced to the running
 * servers, which drop their caches. Exit code 1 when a source failed, 2 on a usage error.
 */
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createRedisBus } from '../live/redisBus.ts';
import { runSyncPass } from './syncPass.ts';

async function main(): Promise<number> {
  const config = readConfig();
  const sources = process.argv.slice(2).filter((arg) => arg !== '--');
  const urls = sources.length > 0 ? sources : config.syncSources;
  if (urls.length === 0) {
    console.error('usage: npm run sync -- <url|path>…   (or set PALLONE_SYNC_SOURCES)');
    return 2;
  }
  const database = await openDatabase(config.databaseUrl);
  try {
    await database.migrate();
    const result = await runSyncPass(database.db, urls, {
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
    if (result.change && process.env.REDIS_URL) {
      const bus = await createRedisBus(process.env.REDIS_URL);
      await bus.publish(result.change);
      await bus.close();
      console.log('change announced to the running servers (Redis)');
    }
    return result.sources.some((s) => s.status === 'failed') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Sync failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
