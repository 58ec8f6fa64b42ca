/**
 * Needs Redis (vitest project `redis`, REDIS_URL) and PostgreSQL (DATABASE_URL's admin connection, default
 * postgres://postgres@127.0.0.1:5432/test): `npm run sync` runs as its own process on the database of a running
 * server, and with REDIS_URL its changes reach that server at once: the server's cached answer drops (data-change
 * bus) and its live-stream clients get the changed match (Redis live log). The real Serie A 2025-26 season loses
 * its results in one pass (fixtures only, as openfootball publishes them before the games) and gets them back in
 * the next.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { matches } from '../db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchPostgres.ts';
import { importDataDir } from '../import/importDataDir.ts';
import { createTempDataFolder } from '../import/testDataFolder.ts';
import { createRedisBus } from '../modules/live/redisBus.ts';
import { createRedisLiveLog } from '../modules/live/redisLiveLog.ts';
import { startLiveTestServer, type LiveTestServer } from '../modules/live/testing/liveTestServer.ts';
import { BASIC_AUTH_HEADER } from '../testing/testApp.ts';
import { bundledSeason, footballJson } from './testing/realSourceFiles.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NOW = '2026-11-22T12:00:00Z';
const season = bundledSeason('2025-26', 'it.1');
const opening = season.matches[0]!;
const [realHome, realAway] = opening.score!.ft!;

let scratch: ScratchDatabase;
let database: Database;
let server: LiveTestServer;
let sourceDir: string;
let openingId: number;

/** `npm run sync -- <source>` as operators run it: its own Node process, on the same database and Redis. */
function runSyncCli(source: string, redis = redisUrl): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/sync/cli.ts', source], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        REDIS_URL: redis,
        PALLONE_NOW: NOW,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The season file the sync reads, at `<season>/<code>.json` as openfootball lays it out. */
async function publishSeason(withResults: boolean): Promise<string> {
  const file = path.join(sourceDir, '2025-26', 'it.1.json');
  await writeFile(file, JSON.stringify(footballJson('2025-26', 'it.1', { withResults })));
  return file;
}

async function getOpening(): Promise<{
  body: { homeScore: number | null; awayScore: number | null };
  cache: string | null;
}> {
  const response = await fetch(`${server.origin}/api/v1/matches/${openingId}`, {
    headers: { authorization: BASIC_AUTH_HEADER },
  });
  expect(response.status).toBe(200);
  return {
    body: (await response.json()) as { homeScore: number | null; awayScore: number | null },
    cache: response.headers.get('x-cache'),
  };
}

beforeAll(async () => {
  scratch = await createScratchDatabase('pallone_sync_cli');
  database = await openDatabase(scratch.url);
  await database.migrate();
  const data = await createTempDataFolder();
  try {
    await data.copy(
      'competitions.json',
      'teams.csv',
      'team_aliases.csv',
      'national_teams.csv',
      'matches/2025-26/it.1.json',
    );
    const report = await importDataDir(database.db, data.dir);
    expect(report.errors).toEqual([]);
  } finally {
    await data.remove();
  }
  const [row] = await database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.sourceId, opening.id));
  openingId = row!.id;
  // A running server of the cluster: the default channel and stream, as `npm run sync` uses them.
  server = await startLiveTestServer(database.db, {
    now: () => new Date(NOW),
    bus: await createRedisBus(redisUrl),
    live: { log: await createRedisLiveLog(redisUrl) },
  });
  sourceDir = await mkdtemp(path.join(tmpdir(), 'pallone-sync-cli-'));
  await mkdir(path.join(sourceDir, '2025-26'));
}, 180_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  await scratch?.drop();
  if (sourceDir) await rm(sourceDir, { recursive: true, force: true });
});

describe('npm run sync in its own process, with REDIS_URL', () => {
  it('reaches a running server: its cached answer drops and its stream clients get the match', async () => {
    await getOpening();
    const cached = await getOpening();
    expect(cached.cache).toBe('HIT');
    expect(cached.body).toMatchObject({ homeScore: realHome, awayScore: realAway });
    const stream = await server.stream(`matchIds=${openingId}`);
    await stream.waitFor(2); // the snapshot and its end
    const scoresPushed = () =>
      stream.messages
        .filter((message) => message.event === 'match')
        .slice(1)
        .map((message) => {
          const data = message.data as { homeScore: number | null; awayScore: number | null };
          return `${data.homeScore ?? '-'}:${data.awayScore ?? '-'}`;
        });

    const fixtures = await runSyncCli(await publishSeason(false));
    expect(fixtures.output).toContain('change announced to the running servers');
    expect(fixtures.code, fixtures.output).toBe(0);
    await expect.poll(scoresPushed, { timeout: 5000 }).toEqual(['-:-']);
    expect((await getOpening()).body).toMatchObject({ homeScore: null, awayScore: null });

    const results = await runSyncCli(await publishSeason(true));
    expect(results.code, results.output).toBe(0);
    await expect.poll(scoresPushed, { timeout: 5000 }).toEqual(['-:-', `${realHome}:${realAway}`]);
    expect((await getOpening()).body).toMatchObject({ homeScore: realHome, awayScore: realAway });
  });

  it('says so and exits 1 when Redis cannot be reached (the servers were not told)', async () => {
    // Nothing listens on port 1: the sync is stored, the announcement cannot be made.
    const unreachable = await runSyncCli(await publishSeason(false), 'redis://127.0.0.1:1');
    expect(unreachable.output).toContain('Redis could not be reached');
    expect(unreachable.code, unreachable.output).toBe(1);
  });
});
