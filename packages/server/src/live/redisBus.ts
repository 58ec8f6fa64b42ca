/**
 * The data-change bus over Redis pub/sub (REDIS_URL): one connection publishes, one subscribes to the channel.
 * A malformed message is ignored; a lost connection is retried by ioredis, and changes published meanwhile by
 * others are missed, so on reconnecting the process drops all its caches (a full change) to be safe.
 */
import { Redis } from 'ioredis';
import type { DataChange } from './dataChange.ts';
import { InProcessBus, type DataChangeBus } from './dataChangeBus.ts';

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

export async function createRedisBus(url: string, channel = DATA_CHANGE_CHANNEL): Promise<DataChangeBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  const local = new InProcessBus();
  await Promise.all([publisher.connect(), subscriber.connect()]);
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) void local.publish({ reason: 'reconnect', matchIds: [], competitionSeasonIds: [] });
    connectedOnce = true;
  });
  connectedOnce = true;
  subscriber.on('message', (received: string, message: string) => {
    if (received !== channel) return;
    const change = parseChange(message);
    if (change) void local.publish(change);
  });
  await subscriber.subscribe(channel);
  return {
    async publish(change) {
      await publisher.publish(channel, JSON.stringify(change));
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
