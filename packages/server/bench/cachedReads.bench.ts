/**
 * The cached-read part of `npm run bench` alone (issue #14), for comparing server trees side by side in one run:
 * `npx tsx packages/server/bench/cachedReads.bench.ts [serverRoot…]` (default: this tree's packages/server) imports
 * the bundled data once, starts each tree's server on it (`LOG_LEVEL=warn`, as the bench), then for each cached
 * read drives the bare route, each server in turn, and the bare route again (the ratio is to the mean of both) (autocannon, 10 connections × 8 s),
 * and prints req/s and each ratio, with the load average. Also the CPU time each server process spent per request
 * (bench/processCpu.ts) and the bare route's over the server's: a loaded machine changes req/s from one run to the
 * next far more than the CPU a request costs.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBareServer } from './bareServer.ts';
import { cpuMilliseconds } from './processCpu.ts';
import { firstRunImportSeconds } from './serverProcess.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const auth = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const headers = { authorization: auth, 'accept-language': 'it' };
const thisTree = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = process.argv.length > 2 ? process.argv.slice(2).map((root) => path.resolve(root)) : [thisTree];

interface Started {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startAt(root: string, database: string): Promise<Started> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  // As `npm start` runs it (Node's type stripping), so the pid is the server's own.
  const child = spawn(process.execPath, ['src/start.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${root}: the server exited`);
    if (
      await fetch(`${base}/api/v1/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, pid: child.pid!, stop };
}

interface Figure {
  rps: number;
  /** The server process's CPU time per request, µs. */
  cpuUs: number;
}

async function drive(url: string, pid: number): Promise<Figure> {
  const cpuBefore = cpuMilliseconds(pid);
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  const cpuUs = ((cpuMilliseconds(pid) - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, cpuUs };
}

const mean = (a: Figure, b: Figure): Figure => ({ rps: (a.rps + b.rps) / 2, cpuUs: (a.cpuUs + b.cpuUs) / 2 });
const shown = (f: Figure, bare: Figure) =>
  `${f.rps.toFixed(0)} (${(f.rps / bare.rps).toFixed(2)}) | ${f.cpuUs.toFixed(0)} (${(bare.cpuUs / f.cpuUs).toFixed(2)})`;

const getJson = async (base: string, urlPath: string) =>
  (await fetch(`${base}${urlPath}`, { headers })).json() as Promise<unknown>;

const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-cached-'));
try {
  const database = `pglite:${path.join(folder, 'db')}`;
  await firstRunImportSeconds(path.join(folder, 'db'));
  const loadAtStart = os.loadavg();
  const rows: string[] = [];
  for (const [name, urlPath] of [
    ['standings (Serie A 2024-25)', '/api/v1/groups/59/getTeamStandings'],
    ["a day's matches (2024-08-17)", '/api/v1/matches?date=2024-08-17'],
    ['player search (cached, "muss")', '/api/v1/players/search?search=muss'],
  ] as const) {
    const figures: Figure[] = [];
    // One server at a time (PGlite is one process's folder); each is warmed before it is driven.
    let body: unknown;
    let bareBefore: Figure | undefined;
    for (const root of roots) {
      const server = await startAt(root, database);
      if (body === undefined) {
        body = await getJson(server.base, urlPath);
        const bare = await startBareServer(body);
        bareBefore = await drive(bare.url, bare.pid);
        await bare.close();
      }
      await getJson(server.base, urlPath);
      figures.push(await drive(`${server.base}${urlPath}`, server.pid));
      await server.stop();
    }
    const bareServer = await startBareServer(body);
    const bareAfter = await drive(bareServer.url, bareServer.pid);
    const bare = mean(bareBefore ?? bareAfter, bareAfter);
    await bareServer.close();
    rows.push(
      `| ${name} | ${figures.map((f) => shown(f, bare)).join(' | ')} | ${bare.rps.toFixed(0)} | ${bare.cpuUs.toFixed(0)} |`,
    );
  }
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`\n${new Date().toISOString()}, load ${load(loadAtStart)} → ${load(os.loadavg())}\n`);
  const names = roots.map((root) => path.relative(process.cwd(), root) || '.');
  console.log(
    `| read | ${names.map((name) => `${name} req/s (÷ bare) | ${name} CPU µs/req (bare ÷)`).join(' | ')} | bare req/s | bare CPU µs/req |`,
  );
  console.log(`|---|${roots.map(() => '---:|---:|').join('')}---:|---:|`);
  for (const row of rows) console.log(row);
} finally {
  await rm(folder, { recursive: true, force: true });
}
