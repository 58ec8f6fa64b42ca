/**
 * A bounded least-recently-used cache of promised values with a time limit. A hit moves the entry to the
 * most-recent end; inserting beyond `maxEntries` evicts the least recently used. Concurrent requests for one key
 * share one computation; a failed computation is forgotten so the next request retries.
 */
interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  readonly maxEntries: number;
  readonly ttlMs: number;

  constructor(maxEntries: number, ttlMs: number) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('maxEntries must be a positive integer');
  }

  getOrCompute(key: string, compute: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expiresAt > now) {
      this.entries.set(key, hit);
      return hit.value;
    }
    while (this.entries.size >= this.maxEntries) {
      const leastRecent = this.entries.keys().next().value;
      if (leastRecent === undefined) break;
      this.entries.delete(leastRecent);
    }
    const value = compute();
    const entry: Entry<V> = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  has(key: string, now = Date.now()): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > now;
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One cache per key object (a database: tests run several apps side by side), made on first use, each with the same
 * bounds.
 */
export function lruCachePer<K extends object, V>(
  maxEntries: number,
  ttlMs: number,
): (owner: K) => LruCache<V> {
  const caches = new WeakMap<K, LruCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new LruCache<V>(maxEntries, ttlMs);
      caches.set(owner, cache);
    }
    return cache;
  };
}
