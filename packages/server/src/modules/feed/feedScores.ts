/**
 * The scores a feed's events make (issue #10 §2): goals count for their team, an own goal for the other one
 * (the feed's teamId is the scorer's team); half time = 1H goals, full time = 1H + 2H, extra time = the
 * cumulative score after it; the shoot-out is tallied apart. Which scores exist depends on how far play went.
 */
import type { FeedMatchEvent, FeedShootoutEvent } from '@pallone/contract';

export interface Score {
  home: number;
  away: number;
}

export interface FeedScores {
  ht: Score | null;
  ft: Score | null;
  et: Score | null;
  pen: Score | null;
}

export interface Sides {
  homeTeamId: number | null;
  awayTeamId: number | null;
}

const PERIOD_PLAYED: Record<FeedMatchEvent['period'], number> = { '1H': 1, '2H': 2, '1EH': 3, '2EH': 4 };

/** The team credited with a goal: an own goal counts for the side the scorer does not play for. */
export function creditedTeamId(event: FeedMatchEvent, sides: Sides): number | null {
  if (event.subtype !== 'own-goal') return event.teamId;
  return event.teamId === sides.homeTeamId ? sides.awayTeamId : sides.homeTeamId;
}

function add(score: Score, teamId: number | null, sides: Sides): void {
  if (teamId === sides.homeTeamId) score.home += 1;
  else if (teamId === sides.awayTeamId) score.away += 1;
}

/** How far play went judging by the events alone (for a feed that sent no status). */
export function playedByEvents(
  events: readonly FeedMatchEvent[],
  kicks: readonly FeedShootoutEvent[],
): number {
  if (kicks.length > 0) return 5;
  return Math.max(-1, ...events.map((event) => PERIOD_PLAYED[event.period]));
}

/**
 * `played`: the furthest rank play reached (see statusMachine); `ended`: the final whistle, whose result always
 * has a half-time and full-time score.
 */
export function feedScores(
  events: readonly FeedMatchEvent[],
  kicks: readonly FeedShootoutEvent[],
  sides: Sides,
  progress: { played: number; ended: boolean },
): FeedScores {
  const byPeriod: Record<FeedMatchEvent['period'], Score> = {
    '1H': { home: 0, away: 0 },
    '2H': { home: 0, away: 0 },
    '1EH': { home: 0, away: 0 },
    '2EH': { home: 0, away: 0 },
  };
  for (const event of events) {
    if (event.subtype === 'goal' || event.subtype === 'own-goal') {
      add(byPeriod[event.period], creditedTeamId(event, sides), sides);
    }
  }
  const pen = { home: 0, away: 0 };
  for (const kick of kicks) if (kick.scored) add(pen, kick.teamId, sides);
  const sum = (...scores: Score[]): Score => ({
    home: scores.reduce((total, score) => total + score.home, 0),
    away: scores.reduce((total, score) => total + score.away, 0),
  });
  const { played, ended } = progress;
  const extraTimeGoals = events.some((event) => event.period === '1EH' || event.period === '2EH');
  return {
    ht: played >= 1.5 || ended ? byPeriod['1H'] : null,
    ft: played >= 1 || ended ? sum(byPeriod['1H'], byPeriod['2H']) : null,
    et:
      played >= 3 || extraTimeGoals
        ? sum(byPeriod['1H'], byPeriod['2H'], byPeriod['1EH'], byPeriod['2EH'])
        : null,
    pen: played >= 5 || kicks.length > 0 ? pen : null,
  };
}
