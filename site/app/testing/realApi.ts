/**
 * Test-only: the real API for loader tests. Starts `packages/server` in a child process (the entry of
 * `npm start`) on an in-memory PGlite that imports the bundled real data, and points the site's loaders at it
 * through PALLONE_API_BASE and the public credentials. No server source is imported: the site talks to the
 * API over HTTP, as in production. Seeding takes 20-60 s, so a test file starts it once in `beforeAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CREDENTIALS = { user: 'site-test', password: 'site-test-password' };

/** Time a test file's beforeAll may take to start and seed the server. */
export const REAL_API_START_TIMEOUT_MS = 240_000;

export interface RealApi {
  base: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + REAL_API_START_TIMEOUT_MS - 5_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${base}/api/v1/competitions`, {
      headers: { authorization: `Basic ${btoa(`${CREDENTIALS.user}:${CREDENTIALS.password}`)}` },
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not start in time:\n${output()}`);
}

/** Starts the seeded API and sets the environment the site's `api.server.ts` reads. */
export async function startRealApi(): Promise<RealApi> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    // The project's Node (24, which runs the server's TypeScript as `npm start` does), not the machine's.
    path.join(repoRoot, 'node_modules/.bin/node'),
    [path.join(repoRoot, 'packages/server/src/start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: 'pglite:memory',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PUBLIC_API_USER: CREDENTIALS.user,
        PUBLIC_API_PASSWORD: CREDENTIALS.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(base, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.PALLONE_API_BASE = base;
  process.env.PUBLIC_API_USER = CREDENTIALS.user;
  process.env.PUBLIC_API_PASSWORD = CREDENTIALS.password;
  return { base, stop };
}
