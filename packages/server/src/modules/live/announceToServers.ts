/**
 * How a process that serves no one (`npm run sync`) tells the running servers of a data change, through Redis
 * (REDIS_URL), as `app.dataChanged` does inside a server: on the data-change bus (every server drops the cached
 * answers) and in the live log (every server's stream clients get the changed matches). Answers false when Redis
 * could not be reached: then the servers were not told.
 */
import type { Db } from '../../db/database.ts';
import type { DataChange } from './dataChange.ts';
import { createLiveRecorder } from './liveRecorder.ts';
import { createRedisBus, DATA_CHANGE_CHANNEL } from './redisBus.ts';
import { warnOnConsole } from './redisConnection.ts';
import { createRedisLiveLog, LIVE_STREAM_KEY } from './redisLiveLog.ts';

export interface AnnounceOptions {
  db: Db;
  redisUrl: string;
  now: () => Date;
}

export async function announceToServers(change: DataChange, options: AnnounceOptions): Promise<boolean> {
  let reached = true;
  const warn = (message: string) => {
    reached = false;
    warnOnConsole(message);
  };
  const [bus, log] = await Promise.all([
    createRedisBus(options.redisUrl, DATA_CHANGE_CHANNEL, warn),
    createRedisLiveLog(options.redisUrl, LIVE_STREAM_KEY, warn),
  ]);
  // An append Redis refused is handed to this process's own listeners with a local id (there are none here).
  const unsubscribe = log.subscribe((entries) => {
    if (entries.some((entry) => entry.id.startsWith('local.'))) reached = false;
  });
  try {
    const recorder = createLiveRecorder({
      db: options.db,
      log,
      now: options.now,
      logger: { warn: (_details: object, message: string) => warn(message) },
    });
    await bus.publish(change);
    await recorder.record(change);
    return reached;
  } finally {
    unsubscribe();
    await Promise.all([bus.close(), log.close()]);
  }
}
