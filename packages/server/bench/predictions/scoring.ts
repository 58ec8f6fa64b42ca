/** Scoring rules for 1X2 forecasts: log loss and the multi-class Brier score. */

/** Probabilities of [home win, draw, away win]. */
export type Outcome3 = readonly [number, number, number];

/** 0 = home win, 1 = draw, 2 = away win. */
export type OutcomeIndex = 0 | 1 | 2;

export function outcomeOf(homeGoals: number, awayGoals: number): OutcomeIndex {
  return homeGoals > awayGoals ? 0 : homeGoals === awayGoals ? 1 : 2;
}

/** Negative natural log of the probability given to what happened (floored at 1e-15). */
export function logLoss(p: Outcome3, outcome: OutcomeIndex): number {
  return -Math.log(Math.max(p[outcome], 1e-15));
}

/** Σ over the three outcomes of (p − actual)²: 0 is perfect, 2 is the worst. */
export function brierScore(p: Outcome3, outcome: OutcomeIndex): number {
  let total = 0;
  for (let i = 0; i < 3; i++) total += (p[i]! - (i === outcome ? 1 : 0)) ** 2;
  return total;
}

export interface Scores {
  count: number;
  logLoss: number;
  brier: number;
}

export function meanScores(forecasts: readonly { p: Outcome3; outcome: OutcomeIndex }[]): Scores {
  let log = 0;
  let brier = 0;
  for (const f of forecasts) {
    log += logLoss(f.p, f.outcome);
    brier += brierScore(f.p, f.outcome);
  }
  const count = forecasts.length;
  return { count, logLoss: count ? log / count : Number.NaN, brier: count ? brier / count : Number.NaN };
}

/** Mean log loss of yes/no forecasts: −log p when it happened, −log(1 − p) otherwise. */
export function binaryLogLoss(forecasts: readonly { p: number; happened: boolean }[]): number {
  let total = 0;
  for (const f of forecasts) total -= Math.log(Math.max(f.happened ? f.p : 1 - f.p, 1e-15));
  return total / forecasts.length;
}

/** Mean and standard error of the per-match difference of two forecasts' log losses (a − b). */
export function pairedLogLossDifference(
  a: readonly { p: Outcome3; outcome: OutcomeIndex }[],
  b: readonly { p: Outcome3; outcome: OutcomeIndex }[],
): { mean: number; standardError: number } {
  const d = a.map((f, i) => logLoss(f.p, f.outcome) - logLoss(b[i]!.p, b[i]!.outcome));
  const mean = d.reduce((s, x) => s + x, 0) / d.length;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1);
  return { mean, standardError: Math.sqrt(variance / d.length) };
}
