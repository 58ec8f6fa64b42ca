/** What the response cache writes with a kept answer, and how it finds an answer by its raw URL (decision 038). */
import type { CachedResponse } from './responseCacheStore.ts';

/** Answers differ by language and by the credentials' presence (a 401 without them). */
export const VARY = 'Accept-Language, Authorization';

export const cacheControlFor = (seconds: number): string =>
  seconds > 0 ? `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}` : 'no-store';

/** A 200 hit's own headers, written with the stored bytes as they are (lower-case names, as Node keeps them). */
export const cachingHeaders = (seconds: number, hit: CachedResponse) => ({
  etag: hit.etag,
  vary: VARY,
  'cache-control': cacheControlFor(seconds),
  'x-cache': 'HIT',
  'content-type': hit.contentType,
  'content-length': hit.payload.length,
});

/** The alias of a request's canonical key: what, besides the route's validated parameters, picks the answer. */
export const rawCacheKey = (language: string, host: string, url: string): string =>
  `raw|${language}|${host}|${url}`;
