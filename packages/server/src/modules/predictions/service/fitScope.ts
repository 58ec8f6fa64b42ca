/**
 * Which results a fit learns from. Club football is fitted jointly across every league and club cup in the data
 * (leagues are linked by the UEFA and Club World Cup matches and by promotions; docs/performance-predictions.md),
 * national teams separately: they share no match with clubs, so one joint fit would only waste time.
 */

export type FitScope = 'clubs' | 'national';

/** Competition types (`competitions.type`) fitted in each scope. */
export const SCOPE_COMPETITION_TYPES: Readonly<Record<FitScope, readonly string[]>> = {
  clubs: ['league', 'cup'],
  national: ['international'],
};

/**
 * How far back a fit reads results, in days (null: everything). With the model's 365-day half-life a result
 * three years old weighs 1/8; dropping older ones keeps the fit's cost bounded as data accumulates, and changes
 * nothing for the benchmarked Premier League 2024-25 (its history starts in August 2023). National teams play a
 * few tournaments only, so their whole history is kept.
 */
export const SCOPE_LOOKBACK_DAYS: Readonly<Record<FitScope, number | null>> = {
  clubs: 1095,
  national: null,
};

export function scopeOfCompetitionType(type: string): FitScope {
  return type === 'international' ? 'national' : 'clubs';
}
