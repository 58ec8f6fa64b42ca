/**
 * A small in-process memo for computed standings, one per database (tests run several apps side by side),
 * bounded and with a time limit so re-imported data shows up like the HTTP response cache does.
 * Concurrent requests for the same key share one computation.
 */
import type { Db } from '../db/database.ts';

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export class MemoCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  constructor(maxEntries: number, ttlMs: number) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  getOrCompute(key: string, compute: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = compute();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

const TTL_MS = 300_000;
const MAX_ENTRIES = 1000;

const perDatabase = new WeakMap<Db, Map<string, MemoCache<unknown>>>();

/** The memo named `namespace` of one database. */
export function standingsMemo<V>(db: Db, namespace: string): MemoCache<V> {
  let caches = perDatabase.get(db);
  if (!caches) {
    caches = new Map();
    perDatabase.set(db, caches);
  }
  let cache = caches.get(namespace);
  if (!cache) {
    cache = new MemoCache<unknown>(MAX_ENTRIES, TTL_MS);
    caches.set(namespace, cache);
  }
  return cache as MemoCache<V>;
}

/** Forgets every memoized table of one database (call after an import changed its matches). */
export function clearStandingsMemo(db: Db): void {
  perDatabase.delete(db);
}
