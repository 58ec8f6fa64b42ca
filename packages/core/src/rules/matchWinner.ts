import type { Match } from '../types/Match.ts';
import { shownScore } from './shownScore.ts';

export type WinnerMatch = Pick<
  Match,
  'status' | 'ended' | 'homeScore' | 'awayScore' | 'extraTime' | 'penalties'
>;

/**
 * Who won a match that is over: the side that won the shoot-out when there was one (it decided the match, or the
 * two-legged tie whose second leg this was: Lille–Aston Villa 2-1 d.t.s., 3-4 on penalties, went to Aston Villa),
 * else the side with more goals (after extra time when there was any). Null for a draw, while the match is not
 * over, or when the data has no result.
 */
export function matchWinner(match: WinnerMatch): 'home' | 'away' | null {
  const score = match.ended ? shownScore(match) : null;
  if (!score) return null;
  const decider = match.penalties ?? score;
  if (decider.home === decider.away) return null;
  return decider.home > decider.away ? 'home' : 'away';
}
