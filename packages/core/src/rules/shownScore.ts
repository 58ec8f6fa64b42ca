import type { Match } from '../types/Match.ts';
import type { Score } from '../types/Score.ts';
import { isLiveStatus } from './isLiveStatus.ts';

/**
 * The score a match shows: while live, the current score; once over, the score after extra time when there was
 * any, else the final score. Null when the data has no score (never 0-0 for a result it lacks).
 */
export function shownScore(
  match: Pick<Match, 'status' | 'homeScore' | 'awayScore' | 'extraTime'>,
): Score | null {
  const current =
    match.homeScore !== null && match.awayScore !== null
      ? { home: match.homeScore, away: match.awayScore }
      : null;
  if (isLiveStatus(match.status)) return current;
  return match.extraTime ?? current;
}
