/**
 * One live stream per page (issue #11): every widget and copy on the page subscribes here with its own filter;
 * the hub keeps ONE connection for the union of the filters, reopening it (debounced, resuming from the last id)
 * when the union changes, and hands each message to the subscribers it is for. Hubs are kept per API origin and
 * credentials on `globalThis` under a registered symbol, so separately bundled copies of core share them.
 */
import type { LiveStreamFilter, LiveStreamMessage } from './liveStreamMessages.ts';
import {
  openLiveStream,
  type LiveStreamConnection,
  type LiveStreamConnectionOptions,
  type LiveStreamState,
} from './liveStreamConnection.ts';
import {
  isEmptyLiveFilter,
  liveFilterCovers,
  liveMessageMatches,
  mergeLiveFilters,
  romeDayOf,
  type KnownMatch,
  type MergedLiveFilter,
} from './liveStreamFilters.ts';
import { runtime } from '../client/fetchTypes.ts';
import { streamRuntime, type TimersLike } from './streamTypes.ts';

export interface LiveStreamSubscriber {
  filter: LiveStreamFilter;
  onMessage(message: LiveStreamMessage): void;
  onState?(state: LiveStreamState): void;
}

export type LiveStreamHubOptions = Omit<LiveStreamConnectionOptions, 'filter' | 'onMessage' | 'onState'> & {
  /** How long the filter union must stay put before the connection is reopened; default 250 ms. */
  debounceMs?: number | undefined;
};

export interface LiveStreamHub {
  readonly state: LiveStreamState;
  /** Starts receiving the messages `subscriber.filter` asks for; returns the unsubscribe function. */
  subscribe(subscriber: LiveStreamSubscriber): () => void;
  /** Ends the connection and forgets every subscriber. */
  close(): void;
}

export const LIVE_STREAM_DEBOUNCE_MS = 250;

export function createLiveStreamHub(options: LiveStreamHubOptions, onEmpty?: () => void): LiveStreamHub {
  const timers: TimersLike = options.timers ?? {
    setTimeout: (callback, ms) => streamRuntime.setTimeout?.(callback, ms),
    clearTimeout: (handle) => streamRuntime.clearTimeout?.(handle),
  };
  const subscribers = new Set<LiveStreamSubscriber>();
  const known = new Map<number, KnownMatch>();
  let connection: LiveStreamConnection | null = null;
  let openKey = '';
  let lastEventId = options.lastEventId;
  let state: LiveStreamState = 'down';
  let merged: MergedLiveFilter | null = null;
  let reopenTimer: unknown;

  /** A subscriber the query leaves out (another day) is told the stream is down, so it polls. */
  const stateFor = (subscriber: LiveStreamSubscriber): LiveStreamState =>
    merged && liveFilterCovers(merged, subscriber.filter) ? state : 'down';

  function setState(next: LiveStreamState): void {
    state = next;
    for (const subscriber of subscribers) subscriber.onState?.(stateFor(subscriber));
  }

  function dispatch(message: LiveStreamMessage): void {
    if (message.type === 'match') {
      const { data } = message;
      known.set(data.id, { competitionId: data.competitionId, day: romeDayOf(data.date) });
    }
    for (const subscriber of [...subscribers]) {
      if (!liveMessageMatches(subscriber.filter, message, known)) continue;
      // One subscriber's failure must not drop the page's stream for the others.
      try {
        subscriber.onMessage(message);
      } catch (error) {
        runtime.console?.error(error);
      }
    }
  }

  function reopen(): void {
    reopenTimer = undefined;
    const filter = mergeLiveFilters([...subscribers].map((subscriber) => subscriber.filter));
    merged = filter;
    const key = JSON.stringify(filter);
    if (key === openKey && connection) return setState(state);
    if (connection) {
      lastEventId = connection.lastEventId ?? lastEventId;
      connection.close();
      connection = null;
    }
    openKey = key;
    if (isEmptyLiveFilter(filter)) {
      setState('down');
      if (subscribers.size === 0) onEmpty?.();
      return;
    }
    connection = openLiveStream({
      ...options,
      timers,
      filter,
      lastEventId,
      onMessage: dispatch,
      onState: setState,
    });
    setState(connection.state);
  }

  function scheduleReopen(): void {
    timers.clearTimeout(reopenTimer);
    reopenTimer = timers.setTimeout(reopen, options.debounceMs ?? LIVE_STREAM_DEBOUNCE_MS);
  }

  return {
    get state() {
      return state;
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      subscriber.onState?.(stateFor(subscriber));
      scheduleReopen();
      return () => {
        if (!subscribers.delete(subscriber)) return;
        scheduleReopen();
      };
    },
    close() {
      subscribers.clear();
      timers.clearTimeout(reopenTimer);
      connection?.close();
      connection = null;
      openKey = '';
      merged = null;
      state = 'down';
      onEmpty?.();
    },
  };
}

const KEY = Symbol.for('pallone.liveStreamHubs');

function pageHubs(): Map<string, LiveStreamHub> {
  const holder = globalThis as { [KEY]?: Map<string, LiveStreamHub> };
  return (holder[KEY] ??= new Map());
}

/** Closes every live stream of the page (tests between cases; a host tearing the page down). */
export function closeLiveStreamHubs(): void {
  for (const hub of [...pageHubs().values()]) hub.close();
}

/** The page's hub for this API origin and these credentials, made on first use. */
export function liveStreamHubFor(options: LiveStreamHubOptions): LiveStreamHub {
  const hubs = pageHubs();
  const auth = options.basicAuth;
  const key = `${options.baseUrl}|${auth ? `${auth.user}:${auth.password}` : ''}`;
  let hub = hubs.get(key);
  if (!hub) {
    hub = createLiveStreamHub(options, () => hubs.delete(key));
    hubs.set(key, hub);
  }
  return hub;
}
