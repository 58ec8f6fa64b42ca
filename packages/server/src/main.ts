/**
 * `npm start`: opens the database (embedded PGlite by default), migrates it, imports the bundled real data on
 * first run, and serves the API on http://localhost:3000.
 */
import path from 'node:path';
import { readConfig } from './config.ts';
import { openDatabase, repoRoot } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './db/seedIfEmpty.ts';

const startedAt = performance.now();
const config = readConfig();
const database = await openDatabase(config.databaseUrl);
await database.migrate();
const seeded = await seedIfEmpty(database.db, path.join(repoRoot, 'data'));
const app = await buildApp({ db: database.db, config, logger: true });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: `${database.kind} ${database.location}`, seeded, readyMs: Math.round(performance.now() - startedAt) },
  `Pallone ready on http://localhost:${config.port}`,
);
