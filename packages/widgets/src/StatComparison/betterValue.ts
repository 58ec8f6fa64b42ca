/**
 * Which value of a statistic row is the better one, the single place that knows the direction of each parameter
 * (the codes of the team and match comparisons, SPEC §3): fewer goals conceded, fouls and cards is better; more
 * of anything else (shots, corners, goals scored, win rate, and codes the widget does not know) is better. The
 * number of matches played ranks nothing.
 */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['goalsConceded', 'fouls', 'yellowCards', 'redCards']);
const NOT_RANKED: ReadonlySet<string> = new Set(['matchesPlayed']);

/** 0 for the first team's value, 1 for the second's; null on a tie, a missing value or an unranked parameter. */
export function betterValue(
  code: string,
  first: number | undefined,
  second: number | undefined,
): 0 | 1 | null {
  if (first === undefined || second === undefined || first === second || NOT_RANKED.has(code)) return null;
  if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
  const firstWins = LOWER_IS_BETTER.has(code) ? first < second : first > second;
  return firstWins ? 0 : 1;
}
