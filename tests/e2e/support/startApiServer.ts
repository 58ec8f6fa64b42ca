/**
 * Starts the real API (`packages/server`, `node src/start.ts`, what `npm start` runs) on a free port with a PGlite
 * database: a copy of the run's imported template (E2E_TEMPLATE_DB_DIR, see databaseTemplateGlobalSetup.ts), or else
 * an empty directory, whose first start imports the bundled real data (a minute or two). Set E2E_DATABASE_DIR to
 * reuse an imported database between local runs; by default a new one per server. Optional
 * extra environment (e.g. ADMIN_EMAIL / ADMIN_PASSWORD for the first-start admin, UPLOADS_DIR) goes in `env`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

export interface ApiServer {
  origin: string;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitUntilReady(origin: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${log()}`);
    const ready = await fetch(`${origin}/api/v1/openapi.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`API not ready after ${timeoutMs} ms:\n${log()}`);
}

export interface StartApiServerOptions {
  /** How long to wait for the first start (data import included). */
  timeoutMs?: number;
  /** Extra environment for the server process, over the inherited one and before PORT/HOST/DATABASE_URL. */
  env?: Record<string, string>;
  /**
   * A database instead of a new PGlite folder: `postgres://…` (several processes on one database) or
   * `pglite:<dir>` (a folder the test keeps, e.g. to restart the server on it).
   */
  databaseUrl?: string;
  /** Listen on this port instead of a free one (a restart on the same origin). */
  port?: number;
}

export async function startApiServer(options: number | StartApiServerOptions = {}): Promise<ApiServer> {
  const {
    timeoutMs = 300_000,
    env = {},
    databaseUrl,
    port = await freePort(),
  } = typeof options === 'number' ? { timeoutMs: options } : options;
  const reused = process.env.E2E_DATABASE_DIR;
  // A PGlite folder of our own, unless the test gives a PostgreSQL database or E2E_DATABASE_DIR a folder to reuse.
  const ownDir = databaseUrl || reused ? null : await mkdtemp(path.join(tmpdir(), 'pallone-e2e-db-'));
  const template = process.env.E2E_TEMPLATE_DB_DIR;
  if (ownDir && template) await cp(template, ownDir, { recursive: true });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? `pglite:${ownDir ?? reused}`,
    LOG_LEVEL: 'warn',
  };
  // Vitest sets NODE_ENV=test; the server should choose as `npm start` does unless the test says otherwise.
  if (env.NODE_ENV === undefined) delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, ['src/start.ts'], {
    cwd: path.join(root, 'packages/server'),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
