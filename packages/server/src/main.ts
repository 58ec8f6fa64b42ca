/**
 * `npm start`: opens the database (embedded PGlite by default), migrates it, imports the bundled real data on
 * first run, and serves the API on http://localhost:3000. Logs how long each start-up step took.
 */
import path from 'node:path';
import { isProductionMode, readConfig } from './config.ts';
import { openDatabase, repoRoot } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './import/seedIfEmpty.ts';
import { AdminBootstrapError, bootstrapAdmin } from './modules/auth/bootstrapAdmin.ts';
import { loadJwtSecret } from './modules/auth/jwtSecret.ts';
import { InProcessBus } from './modules/live/dataChangeBus.ts';
import { createRedisBus } from './modules/live/redisBus.ts';
import { createRedisLoginCounter } from './modules/auth/loginGuardRedisCounter.ts';
import { providerPollerFromEnv } from './provider/startProviderPolling.ts';

const startedAt = performance.now();
const steps: Record<string, number> = {};
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await run();
  steps[name] = Math.round(performance.now() - began);
  return result;
}

const config = readConfig();
const database = await step('openDatabase', () => openDatabase(config.databaseUrl));
await step('migrate', () => database.migrate());
const admin = await step('bootstrapAdmin', () => bootstrapAdmin(database.db)).catch(
  async (error: unknown) => {
    if (!(error instanceof AdminBootstrapError)) throw error;
    console.error(`Pallone cannot start: ${error.message}`);
    await database.close();
    process.exit(1);
  },
);
const dataDir = config.databaseUrl === 'pglite:memory' ? null : path.join(repoRoot, '.data');
const backoffice = {
  jwtSecret: loadJwtSecret(process.env.JWT_SECRET, dataDir),
  secureCookies: isProductionMode(),
};
const seeded = await step('seedIfEmpty', () => seedIfEmpty(database.db, path.join(repoRoot, 'data')));
// REDIS_URL: the bus, the live log and the login counter connect in the background. Redis down at start is a
// warning, not a failure: pages and reads are served, changes stay in this process, logins answer 503, and
// ioredis connects by itself when Redis comes up (redisConnection.ts).
const bus = process.env.REDIS_URL
  ? await step('redis', () => createRedisBus(process.env.REDIS_URL!))
  : new InProcessBus();
// Login throttle counts: in Redis when it is there, so every process shares them; else in the database.
const loginGuard = process.env.REDIS_URL
  ? { counter: await step('redisLoginCounter', () => createRedisLoginCounter(process.env.REDIS_URL!)) }
  : {};
const app = await step('buildApp', () =>
  buildApp({
    db: database.db,
    config,
    logger: true,
    backoffice,
    now: config.now,
    bus,
    sync: { sources: config.syncSources, intervalSeconds: config.syncIntervalSeconds },
    loginGuard,
  }),
);
// API_FOOTBALL_KEY set: poll API-Football's live fixtures into the feed (stopped when the app closes).
const providerPoller = providerPollerFromEnv(app);

// SIGTERM/SIGINT: app.close() stops accepting connections, closes idle keep-alive ones, answers new requests on
// open ones with 503 and waits for the in-flight requests to finish; then the database closes. A request that
// never ends cannot hold the process: after SHUTDOWN_TIMEOUT_MS it exits anyway (code 1).
const SHUTDOWN_TIMEOUT_MS = 10_000;
let shuttingDown = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await step('listen', () => app.listen({ port: config.port, host: config.host }));
providerPoller?.start();
app.log.info(
  {
    database: `${database.kind} ${database.location}`,
    seeded,
    admin,
    steps,
    readyMs: Math.round(performance.now() - startedAt),
    processUptimeMs: Math.round(process.uptime() * 1000),
  },
  `Pallone ready on http://localhost:${config.port}`,
);
// The search index (decision 032) is built now rather than on the first search, which would wait for it.
app.searchIndex
  .current()
  .catch((error: unknown) =>
    app.log.warn({ err: error }, 'search index not built at start: the first search builds it'),
  );
