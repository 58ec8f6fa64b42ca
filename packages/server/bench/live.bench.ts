/**
 * `npm run bench:live`: the live stream on the real server (PGlite folder, as `npm start` runs it). For 1,000,
 * 5,000 and 10,000 stream clients on one process: the time from POST /feed/events (a goal) to the goal's
 * arrival at each client (p50, p95, p99, max), and the server's memory per idle client (RSS growth / clients).
 * `BENCH_LIVE_REDIS=1 npm run bench:live`: the same through Redis with two processes on one PostgreSQL database
 * (`liveBenchRedis.ts`): posted to A, received by clients of B (the memory column is B's).
 * `BENCH_LIVE_LEVELS=1000,5000` chooses the numbers of clients. (Environment, not flags: the root script's
 * `npm run -w` would take flags as its own.)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { firstRunImportSeconds, startServer } from './serverProcess.ts';
import { BENCH_FEED_TOKEN, measureLive, printTable } from './liveBenchClients.ts';
import { benchTwoProcesses } from './liveBenchRedis.ts';

process.env.FEED_TOKEN = BENCH_FEED_TOKEN;
process.env.PALLONE_LIVE_MAX_CLIENTS = '20000';
const LEVELS = process.env.BENCH_LIVE_LEVELS?.split(',').map(Number) ?? [1_000, 5_000, 10_000];

async function benchOneProcess(): Promise<{ rows: string[]; setup: string }> {
  delete process.env.REDIS_URL;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-live-bench-'));
  try {
    const importSeconds = await firstRunImportSeconds(path.join(folder, 'db'));
    const server = await startServer(path.join(folder, 'db'), 180_000);
    try {
      const rows = await measureLive(server.port, server.port, LEVELS);
      const setup = `first-run import ${importSeconds.toFixed(1)} s, server ready ${server.readySeconds.toFixed(1)} s`;
      return { rows, setup };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const { rows, setup } =
  process.env.BENCH_LIVE_REDIS === '1' ? await benchTwoProcesses(LEVELS) : await benchOneProcess();
console.log(setup);
printTable(rows);
console.log(`loadavg: ${readFileSync('/proc/loadavg', 'utf8').trim()} (${os.cpus().length} cores)`);
