/** Runs the real server (`src/main.ts`) as `npm start` would, on a PGlite folder, and times it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/import/seedIfEmpty.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(serverRoot, '../../data');

/** A PGlite folder, or a database URL (`postgres://…`) as it is. */
const databaseUrl = (db: string) => (db.includes('://') ? db : `pglite:${db}`);

/** Migrate + import the bundled data into an empty PGlite folder (or database URL), as the first `npm start` does. */
export async function firstRunImportSeconds(dbDir: string): Promise<number> {
  const started = performance.now();
  const database = await openDatabase(databaseUrl(dbDir));
  await database.migrate();
  await seedIfEmpty(database.db, dataDir, () => {});
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return seconds;
}

export async function startServer(
  dbDir: string,
  /** How long the start may take (a loaded machine needs more than the default). */
  timeoutMs = 30_000,
): Promise<{ port: number; readySeconds: number; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  // As `npm start` runs it: Node itself with its type stripping (not tsx: its on-the-fly compile is not what a user waits for).
  const child = spawn(process.execPath, ['src/start.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(dbDir),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readySeconds = (performance.now() - started) / 1000;
  return {
    port,
    readySeconds,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
