/**
 * Test-only: starts `packages/server` in a child process (the entry of `npm start`) on an in-memory PGlite that
 * imports the bundled real data. No server source is imported: the site talks to the API over HTTP, as in
 * production. Seeding takes 20-60 s, so the `site` project's global setup starts it once per run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Time the server may take to start and seed. */
const START_TIMEOUT_MS = 240_000;

/** What the server needs besides the defaults: at least the public credentials. */
export interface RealApiEnv {
  PUBLIC_API_USER: string;
  PUBLIC_API_PASSWORD: string;
  [name: string]: string;
}

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

async function waitUntilReady(
  base: string,
  env: RealApiEnv,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${base}/api/v1/competitions`, {
      headers: { authorization: `Basic ${btoa(`${env.PUBLIC_API_USER}:${env.PUBLIC_API_PASSWORD}`)}` },
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not start in time:\n${output()}`);
}

/** Starts the seeded API with `env` and waits until it answers. */
export async function startRealApi(env: RealApiEnv): Promise<RealApi> {
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
        ...env,
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
    await waitUntilReady(base, env, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
