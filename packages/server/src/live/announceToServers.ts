/**
 * How a process that serves no one (`npm run sync`) tells the running servers of a data change, through Redis
 * (REDIS_URL), as `app.dataChanged` does inside a server: on the data-change bus (every server drops the cached
 * answers) and in the live log (every server's stream clients get the changed matches). Answers false when Redis
 * could not be reached: then the servers were not told.
 */
import type { Db } from '../db/database.ts';
import type { DataChange } from './dataChange.ts';
import { createLiveRecorder } from './liveRecorder.ts';
import { createRedisBus, DATA_CHANGE_CHANNEL } from './redisBus.ts';
import { warnOnConsole } from './redisConnection.ts';
import { createRedisLiveLog, LIVE_STREAM_KEY } from './redisLiveLog.ts';

export interface AnnounceOptions {
  db: Db;
  redisUrl: string;
  now: () => Date;
  /** The bus channel and the live log's stream key (tests use their own). */
  keys?: { channel: string; stream: string };
}

export async function announceToServers(change: DataChange, options: AnnounceOptions): Promise<boolean> {
  const { channel, stream } = options.keys ?? { channel: DATA_CHANGE_CHANNEL, stream: LIVE_STREAM_KEY };
  let reached = true;
  const warn = (message: string) => {
    reached = false;
    warnOnConsole(message);
  };
  const [bus, log] = await Promise.all([
    createRedisBus(options.redisUrl, channel, warn),
    createRedisLiveLog(options.redisUrl, stream, warn),
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
