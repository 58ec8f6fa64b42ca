import { toTime } from './matchFilters.ts';
import type { MatchOutcome, ResultCounts, StandingsMatch, StandingsVenue, TeamId } from './types.ts';

/** A team's tally over a set of matches (its whole table, or a head-to-head mini-table). */
export interface TeamRecord extends ResultCounts {
  teamId: TeamId;
  awayGoalsFor: number;
  awayWins: number;
  /** Points won on the pitch, before any deduction. */
  matchPoints: number;
  /** Opponents met, once per match (a team met twice appears twice). */
  opponents: TeamId[];
  /** Results in the order they were tallied (see `tallyTeamRecords`). */
  results: MatchOutcome[];
}

export interface PointsSystem {
  pointsForWin: number;
  pointsForDraw: number;
}

function emptyRecord(teamId: TeamId): TeamRecord {
  return {
    teamId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    awayGoalsFor: 0,
    awayWins: 0,
    matchPoints: 0,
    opponents: [],
    results: [],
  };
}

function addResult(
  record: TeamRecord,
  scored: number,
  conceded: number,
  away: boolean,
  opponent: TeamId,
  points: PointsSystem,
): void {
  const outcome: MatchOutcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  record.played += 1;
  record.goalsFor += scored;
  record.goalsAgainst += conceded;
  record.opponents.push(opponent);
  record.results.push(outcome);
  if (away) record.awayGoalsFor += scored;
  if (outcome === 'W') {
    record.won += 1;
    record.matchPoints += points.pointsForWin;
    if (away) record.awayWins += 1;
  } else if (outcome === 'D') {
    record.drawn += 1;
    record.matchPoints += points.pointsForDraw;
  } else {
    record.lost += 1;
  }
}

/** Oldest first: by kick-off, then turn number, then input order. */
export function chronological(matches: readonly StandingsMatch[]): StandingsMatch[] {
  return matches
    .map((match, index) => ({ match, index, time: toTime(match.kickoffAt) }))
    .sort(
      (a, b) =>
        a.time - b.time ||
        (a.match.turnNumber ?? Number.MAX_SAFE_INTEGER) - (b.match.turnNumber ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ match }) => match);
}

/**
 * Tallies `matches` (already filtered to counted ones with valid scores) for `teamIds`.
 * `venue` keeps only the home side (`home`) or away side (`away`) of each match.
 * Matches with a team outside `teamIds` only count for the team inside.
 */
export function tallyTeamRecords(
  teamIds: readonly TeamId[],
  matches: readonly StandingsMatch[],
  venue: StandingsVenue,
  points: PointsSystem,
): Map<TeamId, TeamRecord> {
  const records = new Map<TeamId, TeamRecord>(teamIds.map((id) => [id, emptyRecord(id)]));
  for (const match of matches) {
    const homeGoals = match.homeGoals ?? 0;
    const awayGoals = match.awayGoals ?? 0;
    const home = venue === 'away' ? undefined : records.get(match.homeTeamId);
    const away = venue === 'home' ? undefined : records.get(match.awayTeamId);
    if (home) addResult(home, homeGoals, awayGoals, false, match.awayTeamId, points);
    if (away) addResult(away, awayGoals, homeGoals, true, match.homeTeamId, points);
  }
  return records;
}
