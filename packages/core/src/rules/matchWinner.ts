import type { Match } from '../types/Match.ts';
import { shownScore } from './shownScore.ts';

export type WinnerMatch = Pick<
  Match,
  'status' | 'ended' | 'homeScore' | 'awayScore' | 'extraTime' | 'penalties'
>;

/**
 * Who won a match that is over: the side with more goals (after extra time when there was any), else the side that
 * won the shoot-out. Null for a draw, while the match is not over, or when the data has no result.
 */
export function matchWinner(match: WinnerMatch): 'home' | 'away' | null {
  const score = match.ended ? shownScore(match) : null;
  if (!score) return null;
  const decider = score.home === score.away && match.penalties ? match.penalties : score;
  if (decider.home === decider.away) return null;
  return decider.home > decider.away ? 'home' : 'away';
}
