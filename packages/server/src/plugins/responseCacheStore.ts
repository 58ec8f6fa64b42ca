/**
 * The response cache's store: least-recently-used and bounded by bytes. A hit moves the entry to the newest end;
 * a write evicts from the oldest end until the total is within `maxBytes`; an answer bigger than
 * `maxEntryBytes` is not kept at all (it would evict everything else). Sizes count the payload's bytes, the key and
 * the strings held at two bytes a character (V8's widest representation), plus a fixed overhead per entry, so
 * `bytes` is an upper bound of what the entries hold in memory. Aliases (another key for a kept entry: a raw URL,
 * decision 038) are kept apart, at most MAX_ALIASES of them, the oldest dropped first; they hold no answer.
 */
export interface CachedResponse {
  /** The answer's bytes, encoded once when stored: a hit writes them to the socket as they are. */
  payload: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
  /** Set when its hits may be written before routing (decision 064): the route's Cache-Control seconds. */
  beforeRouting?: { seconds: number };
}

interface Slot {
  response: CachedResponse;
  bytes: number;
}

/** PALLONE_CACHE_MAX_BYTES's default: 64 MiB. */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Map slot, object and number fields: a generous estimate of what one entry costs beyond its strings. */
export const ENTRY_OVERHEAD_BYTES = 200;

/** Aliases kept at most (a few MB of keys at worst). */
export const MAX_ALIASES = 16_384;

export function sizeOfEntry(key: string, response: CachedResponse): number {
  const chars = key.length + response.etag.length + response.contentType.length;
  return response.payload.length + chars * 2 + ENTRY_OVERHEAD_BYTES;
}

export interface ResponseCacheLimits {
  /** The budget for all entries together. */
  maxBytes: number;
  /** The largest single entry kept (default: an eighth of `maxBytes`). */
  maxEntryBytes?: number;
}

export class ResponseCache {
  private readonly slots = new Map<string, Slot>();
  private readonly aliases = new Map<string, string>();
  private total = 0;
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  /** How many hits were written before routing (cacheHitsBeforeRouting.ts): a figure for benchmarks and tests. */
  hitsBeforeRouting = 0;

  constructor(limits: ResponseCacheLimits) {
    if (!Number.isSafeInteger(limits.maxBytes) || limits.maxBytes < 0)
      throw new RangeError('maxBytes must be a whole number of bytes from 0');
    this.maxBytes = limits.maxBytes;
    this.maxEntryBytes = Math.min(limits.maxEntryBytes ?? Math.floor(limits.maxBytes / 8), limits.maxBytes);
  }

  get(key: string, now: number): CachedResponse | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.remove(key, slot);
    if (slot.response.expiresAt <= now) return undefined;
    this.slots.set(key, slot);
    this.total += slot.bytes;
    return slot.response;
  }

  /** Keeps `response` under `key` unless it is bigger than `maxEntryBytes`; says whether it was kept. */
  set(key: string, response: CachedResponse): boolean {
    const previous = this.slots.get(key);
    if (previous) this.remove(key, previous);
    const bytes = sizeOfEntry(key, response);
    if (bytes > this.maxEntryBytes) return false;
    this.slots.set(key, { response, bytes });
    this.total += bytes;
    for (const [oldestKey, oldest] of this.slots) {
      if (this.total <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    return true;
  }

  /** Makes `alias` find the answer kept under `key` (no-op when nothing is kept there). */
  alias(alias: string, key: string): void {
    if (!this.slots.has(key) || this.aliases.get(alias) === key) return;
    this.aliases.delete(alias);
    if (this.aliases.size >= MAX_ALIASES) this.aliases.delete(this.aliases.keys().next().value!);
    this.aliases.set(alias, key);
  }

  /** The answer an alias leads to, as `get` finds it; a dangling alias is dropped. */
  getByAlias(alias: string, now: number): CachedResponse | undefined {
    const key = this.aliases.get(alias);
    if (key === undefined) return undefined;
    const response = this.get(key, now);
    if (!response) this.aliases.delete(alias);
    return response;
  }

  /** The bytes the entries account for (always at most `maxBytes`). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.slots.size;
  }

  clear(): void {
    this.slots.clear();
    this.aliases.clear();
    this.total = 0;
  }

  private remove(key: string, slot: Slot): void {
    this.slots.delete(key);
    this.total -= slot.bytes;
  }
}
