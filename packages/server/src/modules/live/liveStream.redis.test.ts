/**
 * Needs a Redis server (vitest project `redis`, REDIS_URL): two API servers over one database, each with its own
 * Redis bus and live log connections, as two processes behind a load balancer. A goal posted to A reaches a
 * stream client of B; a client of B that reconnects to A resumes by its Last-Event-ID (the Redis Stream's ids
 * are shared).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { createRedisBus } from './redisBus.ts';
import { createRedisLiveLog } from './redisLiveLog.ts';
import { feedEvents } from './testing/feedEvents.ts';
import { startLiveTestServer, type LiveTestServer } from './testing/liveTestServer.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomUUID();
const KICKOFF = Date.parse('2026-08-16T15:00:00Z');

let database: TestDatabase;
let a: LiveTestServer;
let b: LiveTestServer;
let match: { id: number; home: number };

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const start = async () =>
    startLiveTestServer(database.db, {
      now: () => new Date(KICKOFF + 20 * 60_000),
      bus: await createRedisBus(url, `pallone:test:${run}:changes`),
      live: { log: await createRedisLiveLog(url, `pallone:test:${run}:live`) },
    });
  a = await start();
  b = await start();
  const body = await a.findMatch('fc-barcelona-athletic-club-2026-08-16');
  match = { id: body.id, home: body.homeTeam.id };
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.destroy();
  const redis = new Redis(url);
  await redis.del(`pallone:test:${run}:live`);
  redis.disconnect();
});

describe('the live stream across two servers on Redis', () => {
  it("pushes a goal posted to one server to the other server's stream clients, and resumes on either", async () => {
    const onB = await b.stream(`matchIds=${match.id}`);
    const [, snapshotEnd] = await onB.waitFor(2);
    expect(
      await a.postFeed([
        feedEvents(match.id, KICKOFF).kickOff(),
        feedEvents(match.id, KICKOFF).event('g1', 'goal', match.home, 'Raphinha', 9),
      ]),
    ).toBe(202);
    const [, , scored, goal] = await onB.waitFor(4);
    expect(scored!.data).toMatchObject({ id: match.id, homeScore: 1, awayScore: 0, status: 'inPlay1H' });
    expect(goal!.data).toMatchObject({ change: 'added', event: { subtype: 'goal', minute: 9 } });

    const resumedOnA = await a.stream(`matchIds=${match.id}`, { 'last-event-id': snapshotEnd!.id! });
    expect(await resumedOnA.waitFor(2)).toEqual(onB.messages.slice(2, 4));
  });
});
