/**
 * The real server process for `bench:faults` (`node src/start.ts`, what `npm start` runs) on a PostgreSQL
 * database, with a back-office admin; its resident memory read from /proc.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BENCH_ADMIN = { email: 'faults-bench@pallone.test', password: 'faults bench password' };
export const BENCH_BASIC = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;

export interface FaultsServer {
  origin: string;
  /** Resident set size of the server process, in MB. */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

export async function startFaultsServer(databaseUrl: string): Promise<FaultsServer> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    PUBLIC_API_USER: 'pallone',
    PUBLIC_API_PASSWORD: 'pallone',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const child = spawn(process.execPath, ['src/start.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    rssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
