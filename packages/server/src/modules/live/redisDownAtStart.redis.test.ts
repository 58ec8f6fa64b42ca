/**
 * Needs a Redis server (project `redis`) and `redis-server` on PATH: a server started while its Redis is down
 * (a port where nothing listens) serves reads, drops its own caches on its own changes, streams its own goals
 * and answers logins 503; when a Redis comes up on that port it connects by itself, without a restart.
 * The machine's Redis on 6379 is never touched: the throwaway one runs on 6390.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { BASIC_AUTH_HEADER, createTestApp, type TestApp } from '../../testing/testApp.ts';
import { loginFrom } from '../auth/loginTesting.ts';
import { createUser } from '../auth/users.ts';
import { createRedisLoginCounter } from '../auth/loginGuardRedisCounter.ts';
import { createRedisBus } from './redisBus.ts';
import { createRedisLiveLog } from './redisLiveLog.ts';
import { feedEvents } from './testing/feedEvents.ts';
import { startLiveTestServer, type LiveTestServer } from './testing/liveTestServer.ts';
import type { SseReader } from './testing/sseReader.ts';

const run = promisify(execFile);
const PORT = '6390';
const url = `redis://127.0.0.1:${PORT}`;
const key = `pallone:test:${randomUUID()}`;
const KICKOFF = Date.parse('2026-08-16T15:00:00Z');
const now = () => new Date(KICKOFF + 20 * 60_000);
const ADMIN = { email: 'admin@pallone.test', password: 'the admin password 1' };
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

let database: TestDatabase;
let b: LiveTestServer;
let login: TestApp;
let a: LiveTestServer | undefined;
let match: { id: number; home: number };
let onB: SseReader;

const startServer = async () =>
  startLiveTestServer(database.db, {
    now,
    bus: await createRedisBus(url, `${key}:changes`, warn),
    live: { log: await createRedisLiveLog(url, `${key}:live`, warn) },
  });
const getMatch = async () => {
  const response = await b.app.inject({
    url: `/api/v1/matches/${match.id}`,
    headers: { authorization: BASIC_AUTH_HEADER },
  });
  return {
    homeScore: (response.json() as { homeScore: number }).homeScore,
    cache: response.headers['x-cache'],
  };
};

beforeAll(async () => {
  await expect(run('redis-cli', ['-p', PORT, 'ping'])).rejects.toThrow();
  database = await createSeededTestDatabase();
  b = await startServer();
  login = await createTestApp({
    now,
    loginGuard: { counter: await createRedisLoginCounter(url, `${key}:login:`, warn) },
  });
  await createUser(login.database.db, ADMIN);
  const found = await b.findMatch('fc-barcelona-athletic-club-2026-08-16');
  match = { id: found.id, home: found.homeTeam.id };
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await login?.close();
  await database?.destroy();
  await run('redis-cli', ['-p', PORT, 'shutdown', 'nosave']).catch(() => {});
});

describe('a server whose Redis is down at start', () => {
  it('serves reads, drops its own caches and streams its own goals; logins answer 503', async () => {
    expect(warnings.some((w) => w.includes('unreachable'))).toBe(true);
    await getMatch();
    expect(await getMatch()).toEqual({ homeScore: null, cache: 'HIT' });
    onB = await b.stream(`matchIds=${match.id}`);
    await onB.waitFor(2);
    const feed = feedEvents(match.id, KICKOFF);
    expect(await b.postFeed([feed.kickOff(), feed.event('g1', 'goal', match.home, 'Raphinha', 9)])).toBe(202);
    const [, , scored, goal] = await onB.waitFor(4);
    expect(scored!.data).toMatchObject({ id: match.id, homeScore: 1, awayScore: 0 });
    expect(goal!.data).toMatchObject({ change: 'added', event: { subtype: 'goal', minute: 9 } });
    expect((await getMatch()).homeScore).toBe(1);
    expect((await loginFrom(login.app, '10.70.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(503);
  });

  it('closes while Redis is still down (SIGTERM does not hang on a queued read)', async () => {
    const log = await createRedisLiveLog(url, `${key}:closing`, warn);
    await expect(log.close()).resolves.toBeUndefined();
  });

  it('connects by itself when Redis comes up: logins, changes and goals from another server reach it', async () => {
    await run('redis-server', ['--port', PORT, '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
    a = await startServer();
    const admin = new Redis(url);
    // Both servers subscribed to the changes and both live-log readers blocked on the stream.
    await expect
      .poll(async () => (await admin.pubsub('NUMSUB', `${key}:changes`))[1], { timeout: 20_000 })
      .toBe(2);
    await expect
      .poll(
        async () =>
          ((await admin.client('LIST')) as string)
            .split('\n')
            .filter(
              (line) => line.includes(`name=pallone-live-reader:${key}:live`) && line.includes('cmd=xread'),
            ).length,
        { timeout: 20_000 },
      )
      .toBe(2);
    admin.disconnect();
    await expect
      .poll(async () => (await loginFrom(login.app, '10.70.0.1', ADMIN.email, ADMIN.password)).statusCode, {
        timeout: 20_000,
      })
      .toBe(200);

    await getMatch();
    expect(await getMatch()).toEqual({ homeScore: 1, cache: 'HIT' });
    const feed = feedEvents(match.id, KICKOFF);
    expect(await a.postFeed([feed.event('g2', 'goal', match.home, 'Lewandowski', 21)])).toBe(202);
    const [, , , , scored] = await onB.waitFor(5);
    expect(scored!.data).toMatchObject({ id: match.id, homeScore: 2, awayScore: 0 });
    await expect.poll(async () => (await getMatch()).homeScore).toBe(2);
    expect(warnings.filter((w) => w.includes('is back')).length).toBeGreaterThanOrEqual(5);
  });
});
