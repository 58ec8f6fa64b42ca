/**
 * Prediction list pages, cached: a page predicts every upcoming fixture to count them and reads its matches from the
 * database (≈ 60 ms on PGlite), and it is a POST, which the HTTP response cache does not hold. Kept per database,
 * for the minute of `now` (what counts as upcoming moves with the clock) and at most a minute, like a cached GET;
 * every data change clears it (live/dropStaleCaches.ts).
 */
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import { lruCachePer } from './lruCache.ts';
import { predictedPage, type PredictedPage, type PredictionPageQuery } from './predictionPage.ts';

export const PREDICTION_PAGE_CACHE_MAX_ENTRIES = 64;
export const PREDICTION_PAGE_CACHE_TTL_MS = 60_000;

export const predictionPageCacheOf = lruCachePer<Db, PredictedPage>(
  PREDICTION_PAGE_CACHE_MAX_ENTRIES,
  PREDICTION_PAGE_CACHE_TTL_MS,
);

export function cachedPredictedPage(
  db: Db,
  query: PredictionPageQuery,
  language: Language,
  now: Date,
): Promise<PredictedPage> {
  const { competitionId = null, page, pageSize, direction = null } = query;
  const minute = Math.floor(now.getTime() / 60_000);
  const key = JSON.stringify([competitionId, page, pageSize, direction, language, minute]);
  return predictionPageCacheOf(db).getOrCompute(key, () => predictedPage(db, query, language, now));
}
