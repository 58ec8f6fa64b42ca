/**
 * One live stream connection (issue #11): `GET /api/v1/live/stream` read with `fetch` and a ReadableStream, since
 * EventSource cannot send the public basic-auth header. It resumes with Last-Event-ID, reconnects with backoff
 * and full jitter, drops a connection that has been silent past two heartbeats, closes while the page is hidden
 * and reports its state: `connecting`, `open` (messages flow) or `down` (readers should poll instead).
 */
import { buildUrl } from '../client/buildUrl.ts';
import { encodeBasicAuth } from '../client/encodeBasicAuth.ts';
import { backoffDelay, type BackoffOptions } from './liveBackoff.ts';
import { LIVE_STREAM_HEARTBEAT_MS, type LiveStreamMessage } from './liveStreamMessages.ts';
import { liveStreamQuery, type MergedLiveFilter } from './liveStreamFilters.ts';
import { parseLiveMessage } from './parseLiveMessage.ts';
import { createSseParser } from './sseParser.ts';
import {
  streamRuntime,
  type StreamFetchLike,
  type TimersLike,
  type VisibilitySourceLike,
} from './streamTypes.ts';

export type LiveStreamState = 'connecting' | 'open' | 'down';

export const LIVE_STREAM_PATH = '/live/stream';

export interface LiveStreamConnectionOptions {
  /** The API's origin; "" for the page's own. */
  baseUrl: string;
  basicAuth?: { user: string; password: string } | undefined;
  filter: MergedLiveFilter;
  onMessage(message: LiveStreamMessage): void;
  onState(state: LiveStreamState): void;
  /** Where to resume from (a previous connection's last id). */
  lastEventId?: string | undefined;
  fetch?: StreamFetchLike | undefined;
  timers?: TimersLike | undefined;
  random?: (() => number) | undefined;
  backoff?: Omit<BackoffOptions, 'random'> | undefined;
  /** The page's `document`: while hidden, the connection is closed. */
  visibility?: VisibilitySourceLike | undefined;
  /** Silence longer than this drops and reopens the connection; default two heartbeats and a half. */
  idleTimeoutMs?: number | undefined;
}

export interface LiveStreamConnection {
  readonly state: LiveStreamState;
  /** The id of the last message received, for a successor to resume from. */
  readonly lastEventId: string | undefined;
  close(): void;
}

/** 4xx answers other than these will not change by retrying: the reader stays down and the page polls. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

function retryAfterMs(value: string | null): number {
  const seconds = Number(value);
  return value !== null && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export function openLiveStream(options: LiveStreamConnectionOptions): LiveStreamConnection {
  const fetchFn = options.fetch ?? streamRuntime.fetch?.bind(globalThis);
  const timers: TimersLike = options.timers ?? {
    setTimeout: (callback, ms) => streamRuntime.setTimeout?.(callback, ms),
    clearTimeout: (handle) => streamRuntime.clearTimeout?.(handle),
  };
  const idleTimeoutMs = options.idleTimeoutMs ?? LIVE_STREAM_HEARTBEAT_MS * 2.5;
  const url = buildUrl(options.baseUrl, LIVE_STREAM_PATH, liveStreamQuery(options.filter));
  const auth = options.basicAuth ? encodeBasicAuth(options.basicAuth.user, options.basicAuth.password) : null;
  const { visibility } = options;

  let state: LiveStreamState = 'connecting';
  let lastEventId = options.lastEventId;
  let attempt = 0;
  let closed = false;
  let retryTimer: unknown;
  let idleTimer: unknown;
  let abort: (() => void) | null = null;
  let current = 0;

  function setState(next: LiveStreamState): void {
    if (next === state) return;
    state = next;
    options.onState(next);
  }

  function clearTimers(): void {
    timers.clearTimeout(retryTimer);
    timers.clearTimeout(idleTimer);
    retryTimer = idleTimer = undefined;
  }

  /** Ends the connection in progress; its reading loop sees a newer generation and stops. */
  function stopCurrent(): void {
    current++;
    clearTimers();
    abort?.();
    abort = null;
  }

  function scheduleReconnect(minimumMs = 0): void {
    stopCurrent();
    setState('down');
    if (closed || visibility?.hidden) return;
    const wait = Math.max(minimumMs, backoffDelay(attempt, { ...options.backoff, random: options.random }));
    attempt++;
    retryTimer = timers.setTimeout(connect, wait);
  }

  function armIdleTimer(generation: number): void {
    timers.clearTimeout(idleTimer);
    idleTimer = timers.setTimeout(() => {
      if (generation === current) scheduleReconnect();
    }, idleTimeoutMs);
  }

  async function connect(): Promise<void> {
    stopCurrent();
    if (closed || visibility?.hidden) return;
    const generation = current;
    setState('connecting');
    const controller = streamRuntime.AbortController ? new streamRuntime.AbortController() : undefined;
    abort = () => controller?.abort();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (auth) headers.Authorization = auth;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      if (!fetchFn || !streamRuntime.TextDecoder) throw new Error('No fetch streaming in this runtime');
      const response = await fetchFn(url, {
        method: 'GET',
        headers,
        cache: 'no-store',
        ...(controller ? { signal: controller.signal } : {}),
      });
      if (generation !== current) return;
      if (response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status)) {
        stopCurrent();
        closed = true;
        setState('down');
        return;
      }
      if (response.status !== 200 || !response.body) {
        return scheduleReconnect(retryAfterMs(response.headers.get('retry-after')));
      }
      const reader = response.body.getReader();
      const decoder = new streamRuntime.TextDecoder();
      const parser = createSseParser({
        onMessage: (raw) => {
          const message = parseLiveMessage(raw);
          if (raw.id) lastEventId = raw.id;
          if (message) options.onMessage(message);
        },
      });
      setState('open');
      attempt = 0;
      armIdleTimer(generation);
      for (;;) {
        const { done, value } = await reader.read();
        if (generation !== current) return;
        if (done) break;
        armIdleTimer(generation);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      if (generation !== current) return;
    }
    scheduleReconnect();
  }

  function onVisibility(): void {
    if (closed) return;
    if (visibility?.hidden) {
      stopCurrent();
      setState('down');
    } else if (state !== 'open') {
      attempt = 0;
      void connect();
    }
  }

  visibility?.addEventListener('visibilitychange', onVisibility);
  if (visibility?.hidden) setState('down');
  else void connect();

  return {
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
    close() {
      closed = true;
      stopCurrent();
      visibility?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
