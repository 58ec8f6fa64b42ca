/**
 * The stored result of a finished replay against the real one: status ended, half-time, full-time (after 90'),
 * after extra time and shoot-out scores all equal. Returns the differences (empty when equal) and the real
 * result as text (`3-3 a.e.t. (2-2 after 90'), 4-2 on penalties`).
 */
import type { MatchBody } from '@pallone/contract';
import type { DataMatch, Pair } from './findDataMatch.ts';

type Score = { home: number; away: number } | null;

const text = (score: Score) => (score ? `${score.home}-${score.away}` : 'none');
const fromPair = (pair: Pair | undefined): Score => (pair ? { home: pair[0], away: pair[1] } : null);

export function realResultText(match: DataMatch): string {
  const { ft, et, p } = match.score ?? {};
  const main = et ? `${text(fromPair(et))} a.e.t. (${text(fromPair(ft))} after 90')` : text(fromPair(ft));
  return p ? `${main}, ${text(fromPair(p))} on penalties` : main;
}

export function resultDifferences(stored: MatchBody, real: DataMatch): string[] {
  const score = real.score ?? {};
  const storedFt: Score =
    stored.homeScore === null || stored.awayScore === null
      ? null
      : { home: stored.homeScore, away: stored.awayScore };
  const checks: [string, Score, Score][] = [
    ['half time', stored.halfTime, fromPair(score.ht ?? [0, 0])],
    ['full time', storedFt, fromPair(score.ft)],
    ['after extra time', stored.extraTime, fromPair(score.et)],
    ['penalties', stored.penalties, fromPair(score.p)],
  ];
  const differences = checks
    .filter(([, got, want]) => text(got) !== text(want))
    .map(([what, got, want]) => `${what}: stored ${text(got)}, real ${text(want)}`);
  if (!stored.ended) differences.unshift(`status: stored ${stored.status}, not ended`);
  return differences;
}
