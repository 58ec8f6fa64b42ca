/**
 * The live log as a Redis Stream (REDIS_URL): `XADD pallone:live MAXLEN ~ 10000 * data <json>` by the process
 * that built the messages; every process runs one blocking `XREAD` loop on its own connection and hands what it
 * reads to its own clients; a resume is an `XRANGE` after the client's id. Redis going away (at start too) stops
 * nothing: an append that fails (at once, no offline queue) goes to this process's own clients with a local id
 * (`local.<n>`, which a resume answers with a snapshot), the reader retries and, once ioredis has reconnected,
 * goes on from the last id it saw, so entries written meanwhile by other processes are not lost. Started without
 * Redis, the reader begins at the stream's newest entry when Redis comes up.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { LiveEntry, LiveLog, LoggedEntry } from './liveLog.ts';
import { openRedis, warnOnConsole, type RedisWarn } from './redisConnection.ts';

export const LIVE_STREAM_KEY = 'pallone:live';
const MAX_LENGTH = 10_000;
const BLOCK_MS = 5_000;
const RETRY_MS = 1_000;
const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

type StreamEntries = [id: string, fields: string[]][];

function parseEntry(id: string, fields: readonly string[]): LoggedEntry | null {
  const at = fields.indexOf('data');
  const json = at >= 0 ? fields[at + 1] : undefined;
  if (json === undefined) return null;
  try {
    const entry = JSON.parse(json) as LiveEntry;
    if ((entry.kind !== 'match' && entry.kind !== 'event') || !Number.isInteger(entry.matchId)) return null;
    return { ...entry, id };
  } catch {
    return null;
  }
}

function parseEntries(entries: StreamEntries): LoggedEntry[] {
  return entries.flatMap(([id, fields]) => parseEntry(id, fields) ?? []);
}

/** `a` < `b` for stream ids `ms-seq`. */
function isBefore(a: string, b: string): boolean {
  const [aMs, aSeq] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bMs, bSeq] = b.split('-').map(BigInt) as [bigint, bigint];
  return aMs < bMs || (aMs === bMs && aSeq < bSeq);
}

/** The newest id trimmed from the stream (Redis 7's `max-deleted-entry-id`; before 7, the oldest kept id). */
async function trimmedUpTo(redis: Redis, key: string): Promise<string> {
  const info = (await redis.xinfo('STREAM', key)) as unknown[];
  const at = info.indexOf('max-deleted-entry-id');
  if (at >= 0) return String(info[at + 1]);
  const [oldest] = (await redis.xrange(key, '-', '+', 'COUNT', 1)) as StreamEntries;
  return oldest?.[0] ?? '0-0';
}

/** The stream's newest id ('0-0' when empty). */
async function newestId(redis: Redis, key: string): Promise<string> {
  const [newest] = (await redis.xrevrange(key, '+', '-', 'COUNT', 1)) as StreamEntries;
  return newest?.[0] ?? '0-0';
}

export async function createRedisLiveLog(
  url: string,
  key = LIVE_STREAM_KEY,
  warn: RedisWarn = warnOnConsole,
): Promise<LiveLog> {
  const [{ redis: writer, ready }, { redis: reader }] = await Promise.all([
    // Appends and resumes fail at once while Redis is away rather than queueing behind a dead connection.
    openRedis(url, 'live log', { maxRetriesPerRequest: 1, enableOfflineQueue: false }, warn),
    // The blocking reader waits for the reconnection instead.
    openRedis(
      url,
      'live log, reader',
      { maxRetriesPerRequest: null, connectionName: `pallone-live-reader:${key}` },
      warn,
    ),
  ]);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  /** The last stream id read (null: not known yet, Redis was away at start). */
  let lastId: string | null = ready ? await newestId(writer, key).catch(() => null) : null;
  /** The id of the newest entry handed to listeners: a stream id, or a local one (a snapshot on resume). */
  let headId = lastId ?? 'local.0';
  let localCount = 0;
  const hand = (entries: LoggedEntry[]) => {
    const last = entries.at(-1);
    if (!last) return;
    headId = last.id;
    emitter.emit('entries', entries);
  };

  const readLoop = async () => {
    while (!closed) {
      try {
        lastId ??= await newestId(reader, key);
        const answer = (await reader.xread('COUNT', 1000, 'BLOCK', BLOCK_MS, 'STREAMS', key, lastId)) as
          [string, StreamEntries][] | null;
        const read = answer?.[0]?.[1] ?? [];
        const last = read.at(-1);
        if (last) lastId = last[0];
        hand(parseEntries(read));
      } catch {
        if (!closed) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
  const loop = readLoop();

  return {
    async append(entries) {
      if (entries.length === 0) return;
      const pipeline = writer.pipeline();
      for (const entry of entries)
        pipeline.xadd(key, 'MAXLEN', '~', MAX_LENGTH, '*', 'data', JSON.stringify(entry));
      const results = await pipeline.exec().catch(() => null);
      if (results && !results.some(([error]) => error)) return;
      // Redis away: this process's own clients still get the news (other processes poll until it is back).
      hand(entries.map((entry) => ({ ...entry, id: `local.${++localCount}` })));
    },
    head: () => headId,
    subscribe(listener) {
      emitter.on('entries', listener);
      return () => emitter.off('entries', listener);
    },
    async since(id) {
      if (!STREAM_ID.test(id) || lastId === null) return null;
      try {
        // Older than what the stream keeps (an entry after it was trimmed), or newer than anything written: a snapshot.
        if (isBefore(id, await trimmedUpTo(writer, key))) return null;
        if (isBefore(lastId, id)) return null;
        return parseEntries((await writer.xrange(key, `(${id}`, '+', 'COUNT', MAX_LENGTH)) as StreamEntries);
      } catch {
        return null;
      }
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      reader.disconnect();
      writer.disconnect();
      // A read queued while Redis is away is never settled by ioredis's disconnect (the process would hang on
      // SIGTERM): wait for the loop only as long as a retry.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, RETRY_MS)))]);
      clearTimeout(timer);
    },
  };
}
