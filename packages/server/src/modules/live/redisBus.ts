/**
 * The data-change bus over Redis pub/sub (REDIS_URL): one connection publishes, one subscribes to the channel.
 * A malformed message is ignored. Redis away (at start too) stops nothing: a change that cannot be published is
 * delivered in this process only, so its own caches still drop; ioredis retries, and changes published meanwhile
 * by others are missed, so when the subscriber (re)connects after an outage the process drops all its caches
 * (a full change) to be safe.
 */
import type { DataChange } from './dataChange.ts';
import { InProcessBus, type DataChangeBus } from './dataChangeBus.ts';
import { openRedis, warnOnConsole, type RedisWarn } from './redisConnection.ts';

export const DATA_CHANGE_CHANNEL = 'pallone:data-changes';

function parseChange(message: string): DataChange | null {
  try {
    const value = JSON.parse(message) as Partial<DataChange>;
    const ids = (list: unknown) =>
      Array.isArray(list) && list.every((n) => Number.isInteger(n)) ? (list as number[]) : null;
    const matchIds = ids(value.matchIds);
    const competitionSeasonIds = ids(value.competitionSeasonIds);
    if (typeof value.reason !== 'string' || !matchIds || !competitionSeasonIds) return null;
    return { reason: value.reason, matchIds, competitionSeasonIds };
  } catch {
    return null;
  }
}

export async function createRedisBus(
  url: string,
  channel = DATA_CHANGE_CHANNEL,
  warn: RedisWarn = warnOnConsole,
): Promise<DataChangeBus> {
  const local = new InProcessBus();
  // Publishing fails at once while Redis is away (no offline queue): the change then stays in this process.
  const [{ redis: publisher }, { redis: subscriber }] = await Promise.all([
    openRedis(url, 'data changes, publisher', { maxRetriesPerRequest: 1, enableOfflineQueue: false }, warn),
    openRedis(url, 'data changes, subscriber', { maxRetriesPerRequest: null }, warn),
  ]);
  let missed = subscriber.status !== 'ready';
  subscriber.on('close', () => (missed = true));
  subscriber.on('ready', () => {
    if (missed) void local.publish({ reason: 'reconnect', matchIds: [], competitionSeasonIds: [] });
    missed = false;
  });
  subscriber.on('message', (received: string, message: string) => {
    if (received !== channel) return;
    const change = parseChange(message);
    if (change) void local.publish(change);
  });
  // Awaited when Redis is up, else queued until it connects; ioredis subscribes again after a reconnection.
  const subscribed = subscriber.subscribe(channel).catch(() => {});
  if (!missed) await subscribed;
  return {
    async publish(change) {
      try {
        await publisher.publish(channel, JSON.stringify(change));
      } catch {
        await local.publish(change);
      }
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
