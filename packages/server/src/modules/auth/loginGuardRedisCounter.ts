/**
 * The login counter in Redis (REDIS_URL), shared by every process: one Lua script per `hit` bumps every key and
 * answers the counts atomically. A key is a hash { start, attempts }; the window runs on the app's clock (the
 * start is the app's "now"), and Redis's own expiry only sweeps keys long after their window has closed.
 * Redis unreachable, at start too: logins answer 503 at once (closed, not open: no attempt goes uncounted; no
 * offline queue, so no login waits on a dead connection); ioredis keeps retrying and logins work again as soon
 * as Redis is back, without a restart.
 */
import { HttpError } from '../../http/errors.ts';
import { openRedis, warnOnConsole, type RedisWarn } from '../live/redisConnection.ts';
import type { LoginCounter } from './loginGuardCounter.ts';

export const LOGIN_COUNTER_PREFIX = 'pallone:login:';

const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local answer = {}
for i, key in ipairs(KEYS) do
  local start = tonumber(redis.call('HGET', key, 'start'))
  local attempts
  if start == nil or start <= now - window then
    start = now
    attempts = 1
    redis.call('HSET', key, 'start', ARGV[1], 'attempts', 1)
  else
    attempts = redis.call('HINCRBY', key, 'attempts', 1)
  end
  redis.call('PEXPIRE', key, window * 2)
  answer[#answer + 1] = attempts
  answer[#answer + 1] = tostring(start)
end
return answer
`;

const RELEASE_SCRIPT = `
for i, key in ipairs(KEYS) do
  local attempts = tonumber(redis.call('HGET', key, 'attempts'))
  if attempts ~= nil and attempts > 0 then redis.call('HINCRBY', key, 'attempts', -1) end
end
return 0
`;

export async function createRedisLoginCounter(
  url: string,
  prefix = LOGIN_COUNTER_PREFIX,
  warn: RedisWarn = warnOnConsole,
): Promise<LoginCounter> {
  const { redis } = await openRedis(
    url,
    'login counter',
    { maxRetriesPerRequest: 2, enableOfflineQueue: false },
    warn,
  );
  const named = (keys: readonly string[]) => keys.map((key) => `${prefix}${key}`);
  const unavailable = (error: unknown): never => {
    const failure = new HttpError(503, 'The login throttle is unavailable, retry shortly');
    failure.cause = error;
    throw failure;
  };
  return {
    async hit(keys, now, windowMs) {
      const answer = (await redis
        .eval(HIT_SCRIPT, keys.length, ...named(keys), String(now.getTime()), String(windowMs))
        .catch(unavailable)) as (number | string)[];
      return keys.map((key, i) => ({
        key,
        attempts: Number(answer[2 * i]),
        windowEndsAt: new Date(Number(answer[2 * i + 1]) + windowMs),
      }));
    },
    async release(keys) {
      if (keys.length > 0) await redis.eval(RELEASE_SCRIPT, keys.length, ...named(keys)).catch(unavailable);
    },
    async clear(keys) {
      if (keys.length > 0) await redis.del(...named(keys)).catch(unavailable);
    },
    async close() {
      redis.disconnect();
    },
  };
}
