/**
 * The site server's shared cache of public API answers (issue #5 §4, decision 009): page loaders call the API
 * over HTTP, often the same few URLs for every visitor (competitions for the filter menu, today's matches, the
 * standings). A GET answered 200 with `Cache-Control: public, max-age=N` is kept N seconds — as long as the API
 * itself allows any cache to keep it — keyed by URL and request headers (language, credentials). Concurrent
 * identical requests share one call. Bounded: the oldest entries go first.
 * Stored data changing (a sync, the live feed, the back-office: the API server announces it in this process
 * through core's `announceDataChanged`) drops every entry: an answer begun under an older `dataVersion()` is
 * never served again nor kept, so a live score is not held for the answer's max-age.
 */
import { dataVersion, type FetchLike, type RequestInitLike, type ResponseLike } from '@pallone/core';

interface Entry {
  expires: number;
  /** The `dataVersion()` the call began under. */
  version: number;
  answer: Promise<ResponseLike & { maxAgeSeconds: number }>;
}

export const API_CACHE_MAX_ENTRIES = 500;

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

/** A caching `fetch` for the API client; `now` and `fetchFn` for tests. */
export function cachingFetch(
  fetchFn: RealFetch = (url, init) => fetch(url, init as RequestInit),
  now: () => number = Date.now,
): FetchLike & { size: () => number } {
  const entries = new Map<string, Entry>();
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
    return { status: response.status, ok: response.ok, text: () => Promise.resolve(text), maxAgeSeconds };
  }

  const cached: FetchLike = async (url, init) => {
    if (init.method.toUpperCase() !== 'GET' || init.body !== undefined) return fetchFn(url, init);
    if (dataVersion() !== version) {
      // Stored data changed since the last call: nothing held (nor in flight) may be served.
      entries.clear();
      version = dataVersion();
    }
    const key = keyOf(url, init);
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.answer;
    // Shared while in flight; kept afterwards only for the answer's max-age. The caller's abort signal is not
    // passed on: another caller may be waiting for the same answer (the client's own timeout still applies).
    const answer = load(url, { ...init, signal: undefined });
    const entry: Entry = { expires: Number.POSITIVE_INFINITY, version, answer };
    entries.delete(key);
    entries.set(key, entry);
    answer.then(
      (result) => {
        if (entries.get(key) !== entry) return;
        // Not kept when data changed while the call was in flight: the answer may predate the change.
        const fresh = dataVersion() === entry.version;
        if (fresh && result.maxAgeSeconds > 0) entry.expires = now() + result.maxAgeSeconds * 1000;
        else entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    while (entries.size > API_CACHE_MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return answer;
  };
  return Object.assign(cached, { size: () => entries.size });
}
