import { LIVE_STREAM_EVENTS, type LiveStreamMessage } from './liveStreamMessages.ts';
import type { SseMessage } from './sseParser.ts';

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One SSE message as a typed live message, or null for an event name this client does not know or a body that
 * does not have the contract's shape (a newer server may send more; an older client skips it).
 */
export function parseLiveMessage(raw: SseMessage): LiveStreamMessage | null {
  if (raw.event === LIVE_STREAM_EVENTS.snapshotEnd) return { type: 'snapshot-end', id: raw.id };
  const data = json(raw.data);
  if (!isObject(data)) return null;
  if (
    raw.event === LIVE_STREAM_EVENTS.match &&
    typeof data.id === 'number' &&
    typeof data.status === 'string'
  ) {
    return { type: 'match', id: raw.id, data: data as never };
  }
  if (raw.event === LIVE_STREAM_EVENTS.event && typeof data.matchId === 'number' && isObject(data.event)) {
    return { type: 'event', id: raw.id, data: data as never };
  }
  return null;
}
