/**
 * What every Redis connection of ours shares (issue #11: Redis going away must not stop the site): it connects
 * in the background and ioredis retries for ever, so a process starts when Redis is down and connects by itself
 * once Redis is up; an outage is logged once when it begins and once when it ends, not per retry.
 */
import { Redis, type RedisOptions } from 'ioredis';

export type RedisWarn = (message: string) => void;

/** How long start-up waits for a first answer (ready or refused) before going on without Redis. */
const FIRST_CONTACT_MS = 2_000;

export const warnOnConsole: RedisWarn = (message) => console.warn(`[pallone] ${message}`);

/** A connection named `role` in the logs; `ready` is true when it was up within the start-up wait. */
export async function openRedis(
  url: string,
  role: string,
  options: RedisOptions,
  warn: RedisWarn,
): Promise<{ redis: Redis; ready: boolean }> {
  const redis = new Redis(url, options);
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    warn(`Redis (${role}) unreachable: ${error.message}; going on without it and retrying`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    warn(`Redis (${role}) is back`);
  });
  const ready = await new Promise<boolean>((resolve) => {
    const settle = (value: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(value);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(redis.status === 'ready'), FIRST_CONTACT_MS);
    if (redis.status === 'ready') settle(true);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
  return { redis, ready };
}
