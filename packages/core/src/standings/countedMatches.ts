import type { StandingsMatch, TeamId } from './types.ts';

/** The only statuses that put a result in a table; `awarded` counts with its awarded score. */
export const COUNTED_STATUSES: readonly string[] = ['played', 'awarded'];

const counted: ReadonlySet<string> = new Set(COUNTED_STATUSES);

export function countsForStandings(match: Pick<StandingsMatch, 'status'>): boolean {
  return counted.has(match.status);
}

function isGoalCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The matches a table is built from: counted status, both teams participating.
 * A counted match without a valid score is a data error, so it throws rather than being silently skipped.
 */
export function countedMatches(
  matches: readonly StandingsMatch[],
  participants: ReadonlySet<TeamId>,
): StandingsMatch[] {
  return matches.filter((match) => {
    if (!countsForStandings(match)) return false;
    if (!participants.has(match.homeTeamId) || !participants.has(match.awayTeamId)) return false;
    if (!isGoalCount(match.homeGoals) || !isGoalCount(match.awayGoals)) {
      throw new RangeError(
        `Match ${String(match.id)} has status "${match.status}" but no valid score ` +
          `(${String(match.homeGoals)}-${String(match.awayGoals)})`,
      );
    }
    return true;
  });
}
