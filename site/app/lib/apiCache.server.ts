/**
 * The site server's shared cache of public API answers (issue #5 §4, decision 009): page loaders call the API
 * over HTTP, often the same few URLs for every visitor (competitions for the filter menu, today's matches, the
 * standings). A GET answered 200 with `Cache-Control: public, max-age=N` is kept N seconds — as long as the API
 * itself allows any cache to keep it — keyed by URL and request headers (language, credentials). Concurrent
 * identical requests share one call. Bounded by entries and by bytes (each answer's text and key at two bytes a
 * character): the least recently used go first, and an answer over an eighth of the byte budget is not kept.
 * Stored data changing (a sync, the live feed, the back-office: the API server announces it in this process
 * through core's `announceDataChanged`) drops every entry: an answer begun under an older `dataVersion()` is
 * never served again nor kept, so a live score is not held for the answer's max-age.
 */
import { dataVersion, type FetchLike, type RequestInitLike, type ResponseLike } from '@pallone/core';

interface Entry {
  expires: number;
  /** The `dataVersion()` the call began under. */
  version: number;
  answer: Promise<ResponseLike & { maxAgeSeconds: number; size: number }>;
  /** Counted once the answer is in (0 while in flight). */
  bytes: number;
}

export const API_CACHE_MAX_ENTRIES = 500;
export const API_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 200;

export interface ApiCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** max-age of a `public` Cache-Control without no-store/no-cache/private, else 0. */
export function publicMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public')) return 0;
  if (directives.some((d) => d === 'no-store' || d === 'no-cache' || d === 'private')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

type RealFetch = (url: string, init: RequestInitLike) => Promise<Response>;

/** A caching `fetch` for the API client; `now`, `fetchFn` and smaller `limits` for tests. */
export function cachingFetch(
  fetchFn: RealFetch = (url, init) => fetch(url, init as RequestInit),
  now: () => number = Date.now,
  limits: ApiCacheLimits = { maxEntries: API_CACHE_MAX_ENTRIES, maxBytes: API_CACHE_MAX_BYTES },
): FetchLike & { size: () => number; bytes: () => number } {
  const entries = new Map<string, Entry>();
  let total = 0;
  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= limits.maxEntries && total <= limits.maxBytes) break;
      drop(key, entry);
    }
  };
  let version = dataVersion();
  const keyOf = (url: string, init: RequestInitLike) =>
    `${url}\n${Object.entries(init.headers)
      .map(([name, value]) => `${name.toLowerCase()}:${value}`)
      .sort()
      .join('\n')}`;

  async function load(url: string, init: RequestInitLike) {
    const response = await fetchFn(url, init);
    const text = await response.text();
    const maxAgeSeconds = response.status === 200 ? publicMaxAge(response.headers.get('cache-control')) : 0;
    const size = text.length * 2;
    return {
      status: response.status,
      ok: response.ok,
      text: () => Promise.resolve(text),
      maxAgeSeconds,
      size,
    };
  }

  const cached: FetchLike = async (url, init) => {
    if (init.method.toUpperCase() !== 'GET' || init.body !== undefined) return fetchFn(url, init);
    if (dataVersion() !== version) {
      // Stored data changed since the last call: nothing held (nor in flight) may be served.
      entries.clear();
      total = 0;
      version = dataVersion();
    }
    const key = keyOf(url, init);
    const hit = entries.get(key);
    if (hit) {
      drop(key, hit);
      if (hit.expires > now()) {
        // Most recently used: to the newest end.
        entries.set(key, hit);
        total += hit.bytes;
        return hit.answer;
      }
    }
    // Shared while in flight; kept afterwards only for the answer's max-age. The caller's abort signal is not
    // passed on: another caller may be waiting for the same answer (the client's own timeout still applies).
    const answer = load(url, { ...init, signal: undefined });
    const entry: Entry = { expires: Number.POSITIVE_INFINITY, version, answer, bytes: 0 };
    entries.set(key, entry);
    answer.then(
      (result) => {
        if (entries.get(key) !== entry) return;
        // Not kept when data changed while the call was in flight: the answer may predate the change.
        const fresh = dataVersion() === entry.version;
        const bytes = result.size + key.length * 2 + ENTRY_OVERHEAD_BYTES;
        if (!fresh || result.maxAgeSeconds <= 0 || bytes > limits.maxBytes / 8) return drop(key, entry);
        entry.expires = now() + result.maxAgeSeconds * 1000;
        entry.bytes = bytes;
        total += bytes;
        evict();
      },
      () => drop(key, entry),
    );
    evict();
    return answer;
  };
  return Object.assign(cached, { size: () => entries.size, bytes: () => total });
}
