/**
 * `npm run bench:faults` (issue #12): the real server (`node src/start.ts`) on a PostgreSQL database of its own
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, used only to create and drop it).
 * Measures malformed requests and their 5xx, RSS after 10,000 unique URLs, a simulated PostgreSQL restart under
 * traffic (seconds to the first 200, writes acknowledged vs stored) and mixed reads with back-office writes at
 * 50 connections. Prints the figures and appends them, with the machine's load, to docs/performance.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './faults/benchDatabase.ts';
import { startFaultsServer } from './faults/faultsServer.ts';
import { staffHeaders } from './faults/staffSession.ts';
import { fuzz } from './faults/fuzz.ts';
import { memoryAfterUniqueUrls } from './faults/memory.ts';
import { restartUnderTraffic } from './faults/restart.ts';
import { mixedLoad } from './faults/mixedLoad.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FUZZ_REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 20_000);
const UNIQUE_URLS = 10_000;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const performanceDoc = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/performance.md',
);

const loadAverage = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

const FAULTS_HEADING = '## Faults (`npm run bench:faults`, issue #12)';

/** Adds a run at the end of the Faults section (created at the end of the file the first time). */
async function recordInPerformanceDoc(lines: string[]): Promise<void> {
  const doc = await readFile(performanceDoc, 'utf8');
  const start = doc.indexOf(FAULTS_HEADING);
  if (start < 0) {
    const intro = 'Each run adds its figures here. Before these changes: 430 req/s, p99 273 ms (issue #12).';
    await writeFile(
      performanceDoc,
      `${doc.trimEnd()}\n\n${FAULTS_HEADING}\n\n${intro}\n${lines.join('\n')}\n`,
    );
    return;
  }
  const next = doc.indexOf('\n## ', start + FAULTS_HEADING.length);
  const end = next < 0 ? doc.length : next;
  const updated = `${doc.slice(0, end).trimEnd()}\n${lines.join('\n')}\n${next < 0 ? '' : `\n${doc.slice(next + 1)}`}`;
  await writeFile(performanceDoc, updated);
}

async function main(): Promise<void> {
  const loadBefore = await loadAverage();
  const database = await createBenchDatabase(ADMIN_URL);
  const server = await startFaultsServer(database.url).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const staff = await staffHeaders(server.origin);
    // Memory first, on the freshly started server (the fuzz's large bodies leave garbage that RSS would count).
    const memory = await memoryAfterUniqueUrls(server, UNIQUE_URLS);
    console.log('memory', memory);
    const fuzzed = await fuzz(server.origin, staff, FUZZ_REQUESTS);
    console.log('fuzz', fuzzed);

    const [target] = await database.query<{ bookmaker: number; match: number }>(
      'select (select id from bookmakers order by id limit 1) as bookmaker, (select id from matches order by id limit 1) as match',
    );
    const offer = {
      bookmakerId: target!.bookmaker,
      matchId: target!.match,
      market: 'btts',
      selection: 'yes',
      usualOdds: 1.85,
      boostedOdds: 3.5,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2030-01-01T00:00:00.000Z',
    };
    const created = await fetch(`${server.origin}/api/v1/bonusQuota`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify(offer),
    });
    if (!created.ok) throw new Error(`bonusQuota → ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const write = {
      path: '/api/v1/bonusQuota',
      body: (n: number) => JSON.stringify({ ...offer, id, boostedOdds: 3 + (n % 100) / 100 }),
    };
    const load = await mixedLoad(server.origin, staff, write, LOAD_SECONDS);
    console.log('mixed load', load);
    const restart = await restartUnderTraffic(server.origin, database, 3);
    console.log('restart', restart);
    const loadAfter = await loadAverage();

    const fivexx = Object.entries(fuzzed.byClass)
      .filter(([key]) => key === '5xx' || key === 'network error')
      .reduce((sum, [, value]) => sum + value, 0);
    const lines = [
      '',
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, PostgreSQL, load average ${loadBefore} → ${loadAfter}`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| malformed requests (every OpenAPI operation, public and staff) | ${fuzzed.sent} |`,
      `| answers by class | ${Object.entries(fuzzed.byClass)
        .map(([key, value]) => `${key} ${value}`)
        .join(', ')} |`,
      `| 5xx (goal 0) | ${fivexx} |`,
      `| RSS before → after ${UNIQUE_URLS} unique URLs (MB, goal under +100) | ${memory.before.toFixed(0)} → ${memory.after.toFixed(0)} (+${(memory.after - memory.before).toFixed(0)}) |`,
      `| restart: backends terminated, connections refused 3 s | ${restart.terminated} |`,
      `| restart: seconds from the database back to the first 200 (goal under 5) | ${restart.secondsToFirst200?.toFixed(2) ?? 'none'} |`,
      `| restart: answers by status | ${Object.entries(restart.statuses)
        .map(([key, value]) => `${key} × ${value}`)
        .join(', ')} |`,
      `| restart: writes acknowledged / stored exactly once / rows stored / stored twice | ${restart.acknowledged} / ${restart.acknowledgedStored} / ${restart.storedRows} / ${restart.storedTwice} |`,
      `| mixed reads + back-office writes, 50 connections, ${LOAD_SECONDS} s: req/s | ${load.rps.toFixed(0)} |`,
      `| … p50 / p99 latency (ms) | ${load.p50} / ${load.p99} |`,
      `| … non-2xx / errors / timeouts | ${load.non2xx} / ${load.errors} / ${load.timeouts} |`,
      ...(fuzzed.serverErrors.length
        ? ['', `5xx samples: ${fuzzed.serverErrors.map((line) => `\`${line}\``).join('; ')}`]
        : []),
    ];
    console.log(lines.join('\n'));
    await recordInPerformanceDoc(lines);
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
