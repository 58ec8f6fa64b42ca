/**
 * The live log as a Redis Stream (REDIS_URL): `XADD pallone:live MAXLEN ~ 10000 * data <json>` by the process
 * that built the messages; every process runs one blocking `XREAD` loop on its own connection and hands what it
 * reads to its own clients; a resume is an `XRANGE` after the client's id. Redis going away stops nothing but
 * the news: appends fail fast (logged by the recorder), the reader retries and, once ioredis has reconnected,
 * goes on from the last id it saw, so entries written meanwhile by other processes are not lost.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveEntry, LiveLog, LoggedEntry } from './liveLog.ts';

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

export async function createRedisLiveLog(url: string, key = LIVE_STREAM_KEY): Promise<LiveLog> {
  // Appends and resumes fail at once while Redis is away rather than queueing behind a dead connection.
  const writer = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // The blocking reader waits for the reconnection instead.
  const reader = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    connectionName: `pallone-live-reader:${key}`,
  });
  await Promise.all([writer.connect(), reader.connect()]);
  writer.on('error', () => {});
  reader.on('error', () => {});
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  const [newest] = (await writer.xrevrange(key, '+', '-', 'COUNT', 1)) as StreamEntries;
  let lastId = newest?.[0] ?? '0-0';

  const readLoop = async () => {
    while (!closed) {
      try {
        const answer = (await reader.xread('COUNT', 1000, 'BLOCK', BLOCK_MS, 'STREAMS', key, lastId)) as
          [string, StreamEntries][] | null;
        const read = answer?.[0]?.[1] ?? [];
        const last = read.at(-1);
        if (last) lastId = last[0];
        const entries = parseEntries(read);
        if (entries.length > 0) emitter.emit('entries', entries);
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
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    head: () => lastId,
    subscribe(listener) {
      emitter.on('entries', listener);
      return () => emitter.off('entries', listener);
    },
    async since(id) {
      if (!STREAM_ID.test(id)) return null;
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
      await loop;
    },
  };
}
