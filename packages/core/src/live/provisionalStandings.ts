/**
 * A group's "live" table (issue #11): the table as it stands with the matches being played counted as if they
 * ended now, 3 points a win and 1 a draw (the group's stored rows already hold deductions and past results).
 * Provisional: teams are ordered by points, goal difference and goals scored, then as the stored table had them
 * (head-to-head criteria need every result and wait for the official table once the matches end).
 */
import type { StandingRow } from '../types/StandingRow.ts';

export interface LiveResult {
  homeTeamId: number;
  awayTeamId: number;
  homeGoals: number;
  awayGoals: number;
}

function add(row: StandingRow, scored: number, conceded: number): StandingRow {
  const won = scored > conceded ? 1 : 0;
  const drawn = scored === conceded ? 1 : 0;
  return {
    ...row,
    played: row.played + 1,
    won: row.won + won,
    drawn: row.drawn + drawn,
    lost: row.lost + (1 - won - drawn),
    goalsFor: row.goalsFor + scored,
    goalsAgainst: row.goalsAgainst + conceded,
    goalDifference: row.goalDifference + scored - conceded,
    points: row.points + won * 3 + drawn,
  };
}

export function provisionalStandings(
  rows: readonly StandingRow[],
  results: readonly LiveResult[],
): StandingRow[] {
  const byTeam = new Map(rows.map((row) => [row.team.id, row]));
  for (const result of results) {
    const home = byTeam.get(result.homeTeamId);
    const away = byTeam.get(result.awayTeamId);
    if (!home || !away) continue;
    byTeam.set(home.team.id, add(home, result.homeGoals, result.awayGoals));
    byTeam.set(away.team.id, add(away, result.awayGoals, result.homeGoals));
  }
  return [...byTeam.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.position - b.position,
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
}
