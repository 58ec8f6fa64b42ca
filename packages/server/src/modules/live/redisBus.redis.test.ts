/** Needs a Redis server: run by `.ci/run` with REDIS_URL (vitest project `redis`). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { DataChange } from './dataChange.ts';
import { createRedisBus } from './redisBus.ts';
import {
  expectChangeReachesOtherServer,
  expectSearchFollowsOtherServer,
} from './testing/crossProcessCaches.ts';
import { startTwoServers, type TwoServers } from './testing/twoServers.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `pallone:test:${randomUUID()}`;

let t: TwoServers;
beforeAll(async () => {
  t = await startTwoServers(async () => [
    await createRedisBus(url, channel),
    await createRedisBus(url, channel),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('the Redis data-change bus', () => {
  it('carries a change from one server to the other, which drops its cached answer', async () => {
    await expectChangeReachesOtherServer(t, 'it.1/2025-26/2026-01-24/acf-fiorentina-v-cagliari-calcio');
  });

  it("carries a player's new name to the other server's search index", async () => {
    await expectSearchFollowsOtherServer(t);
  });

  it('ignores a malformed message on the channel', async () => {
    const bus = await createRedisBus(url, channel);
    const seen: DataChange[] = [];
    bus.subscribe((change) => seen.push(change));
    const raw = new Redis(url);
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ reason: 'sync', matchIds: ['x'], competitionSeasonIds: [] }));
    await bus.publish({ reason: 'sync', matchIds: [1], competitionSeasonIds: [2] });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({ reason: 'sync', matchIds: [1], competitionSeasonIds: [2] });
    raw.disconnect();
    await bus.close();
  });
});
