/** Needs a Redis server (vitest project `redis`, REDIS_URL). */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { LoggedEntry } from './liveLog.ts';
import { liveEntry as entry } from './testing/liveEntry.ts';
import { createRedisLiveLog } from './redisLiveLog.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = `pallone:test:${randomUUID()}:live`;
const admin = new Redis(url);
afterAll(async () => {
  await admin.del(key);
  admin.disconnect();
});

describe('the Redis live log', () => {
  it('keeps reading after its connection is killed, without losing what was written meanwhile', async () => {
    const writer = await createRedisLiveLog(url, key);
    const reader = await createRedisLiveLog(url, key);
    const seen: LoggedEntry[] = [];
    reader.subscribe((entries) => seen.push(...entries));
    await writer.append([entry(1)]);
    await expect.poll(() => seen.map((e) => e.matchId)).toEqual([1]);

    const clients = (await admin.client('LIST')) as string;
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(`name=pallone-live-reader:${key}`))
      .map((line) => /id=(\d+)/.exec(line)?.[1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id!);
    await writer.append([entry(2), entry(3)]);
    await expect.poll(() => seen.map((e) => e.matchId), { timeout: 10_000 }).toEqual([1, 2, 3]);
    expect(await reader.since(seen[0]!.id)).toEqual(seen.slice(1));
    expect(await reader.since('not-an-id')).toBeNull();
    await writer.close();
    await reader.close();
  });
});
