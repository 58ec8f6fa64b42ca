/**
 * A small in-process memo for computed standings, one per database (tests run several apps side by side) and
 * kind of table: least-recently-used, at most STANDINGS_MEMO_MAX_ENTRIES entries (keys are validated group ids)
 * and with a time limit so re-imported data shows up like the HTTP response cache does. Concurrent requests
 * for the same key share one computation.
 */
import type { Db } from '../../../db/database.ts';
import { LruCache } from '../../predictions/service/lruCache.ts';

const TTL_MS = 300_000;
export const STANDINGS_MEMO_MAX_ENTRIES = 1000;

const perDatabase = new WeakMap<Db, Map<string, LruCache<unknown>>>();

/** The memo named `namespace` of one database. */
export function standingsMemo<V>(db: Db, namespace: string): LruCache<V> {
  let caches = perDatabase.get(db);
  if (!caches) {
    caches = new Map();
    perDatabase.set(db, caches);
  }
  let cache = caches.get(namespace);
  if (!cache) {
    cache = new LruCache<unknown>(STANDINGS_MEMO_MAX_ENTRIES, TTL_MS);
    caches.set(namespace, cache);
  }
  return cache as LruCache<V>;
}

/** Forgets every memoized table of one database (call after an import changed its matches). */
export function clearStandingsMemo(db: Db): void {
  perDatabase.delete(db);
}
