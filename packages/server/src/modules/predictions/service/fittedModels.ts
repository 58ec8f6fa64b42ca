/**
 * Fitted models, cached: one fit per (scope, Europe/Rome day), each reading its results with one query. The
 * cache is per database (tests run several apps side by side), least-recently-used and bounded (a fit on every
 * club result holds a few hundred kB), with a time limit so re-imported results show up within it.
 */
import type { Db } from '../../../db/database.ts';
import { loadFitInputs } from '../queries/fitInputs.ts';
import { fitModel, type FittedModel } from '../model/index.ts';
import type { AsOfDay } from './asOfDay.ts';
import { SCOPE_COMPETITION_TYPES, SCOPE_LOOKBACK_DAYS, type FitScope } from './fitScope.ts';
import { lruCachePer } from './lruCache.ts';

export const FIT_CACHE_MAX_ENTRIES = 24;
export const FIT_CACHE_TTL_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

/** The fit cache of one database (exposed for tests and for clearing after an import). */
export const fitCacheOf = lruCachePer<Db, FittedModel>(FIT_CACHE_MAX_ENTRIES, FIT_CACHE_TTL_MS);

export function fitCacheKey(scope: FitScope, day: AsOfDay): string {
  return `${scope}|${day.day}`;
}

/** Loads the scope's results known at `day.asOf` and fits the model on them (no cache). */
export async function fitScopeAsOf(db: Db, scope: FitScope, day: AsOfDay): Promise<FittedModel> {
  const lookback = SCOPE_LOOKBACK_DAYS[scope];
  const inputs = await loadFitInputs(db, {
    competitionTypes: SCOPE_COMPETITION_TYPES[scope],
    asOf: day.asOf,
    asOfDay: day.day,
    since: lookback === null ? null : new Date(day.asOf.getTime() - lookback * DAY_MS),
  });
  return fitModel(inputs.results, day.asOf, { teamLeagues: inputs.teamLeagues });
}

export function fittedModel(db: Db, scope: FitScope, day: AsOfDay): Promise<FittedModel> {
  return fitCacheOf(db).getOrCompute(fitCacheKey(scope, day), () => fitScopeAsOf(db, scope, day));
}
