/**
 * A team's results — the played or awarded matches it took part in, from its point of view — and their tally.
 * Goals count extra time (a shoot-out decides who goes through, not the result: it counts as a draw).
 */
import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';

export interface TeamResult {
  matchId: number;
  home: boolean;
  goalsFor: number;
  goalsAgainst: number;
}

export interface ResultTally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  cleanSheets: number;
}

export async function listTeamResults(db: Db, teamId: number, extra: SQL | undefined): Promise<TeamResult[]> {
  const rows = await db
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      ftHome: matches.ftHome,
      ftAway: matches.ftAway,
      etHome: matches.etHome,
      etAway: matches.etAway,
    })
    .from(matches)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        inArray(matches.status, [...ENDED_STATUSES]),
        isNotNull(matches.ftHome),
        isNotNull(matches.ftAway),
        extra,
      ),
    );
  return rows.map((row) => {
    const home = row.homeTeamId === teamId;
    const homeGoals = row.etHome ?? row.ftHome ?? 0;
    const awayGoals = row.etAway ?? row.ftAway ?? 0;
    return {
      matchId: row.id,
      home,
      goalsFor: home ? homeGoals : awayGoals,
      goalsAgainst: home ? awayGoals : homeGoals,
    };
  });
}

export function tally(results: readonly TeamResult[]): ResultTally {
  const total: ResultTally = {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    cleanSheets: 0,
  };
  for (const result of results) {
    total.played += 1;
    if (result.goalsFor > result.goalsAgainst) total.won += 1;
    else if (result.goalsFor < result.goalsAgainst) total.lost += 1;
    else total.drawn += 1;
    total.goalsFor += result.goalsFor;
    total.goalsAgainst += result.goalsAgainst;
    if (result.goalsAgainst === 0) total.cleanSheets += 1;
  }
  return total;
}
