/**
 * A team's results — the played or awarded matches it took part in, from its point of view — and their tally.
 * Goals count extra time (a shoot-out decides who goes through, not the result: it counts as a draw).
 */
import type { ResultCounts } from '@pallone/core';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import { endedWithResult, sideResult, teamResultColumns } from '../../matches/queries/columns.ts';

export interface TeamResult {
  matchId: number;
  home: boolean;
  goalsFor: number;
  goalsAgainst: number;
}

/** A result with the match it comes from: when, where in the data, and against whom. */
export interface TeamMatchResult extends TeamResult {
  slug: string;
  kickoffAt: Date;
  competitionSeasonId: number;
  opponentId: number | null;
}

/** Played, won, drawn, lost and the goals: what every record of results counts (core's standings count them so). */
export type ResultRecord = ResultCounts;

export interface ResultTally extends ResultRecord {
  cleanSheets: number;
}

export const emptyResultRecord = (): ResultRecord => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
});

/** Counts one result (seen from its side) into a record. */
export function addResult(record: ResultRecord, result: Pick<TeamResult, 'goalsFor' | 'goalsAgainst'>): void {
  record.played += 1;
  if (result.goalsFor > result.goalsAgainst) record.won += 1;
  else if (result.goalsFor < result.goalsAgainst) record.lost += 1;
  else record.drawn += 1;
  record.goalsFor += result.goalsFor;
  record.goalsAgainst += result.goalsAgainst;
}

export async function listTeamResults(
  db: Db,
  teamId: number,
  extra: SQL | undefined,
): Promise<TeamMatchResult[]> {
  const rows = await db
    .select(teamResultColumns)
    .from(matches)
    .where(and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), endedWithResult, extra));
  return rows.map((row) => {
    const home = row.homeTeamId === teamId;
    return {
      matchId: row.id,
      slug: row.slug,
      kickoffAt: row.kickoffAt,
      competitionSeasonId: row.competitionSeasonId,
      opponentId: home ? row.awayTeamId : row.homeTeamId,
      home,
      ...sideResult(row, home),
    };
  });
}

export function tally(results: readonly TeamResult[]): ResultTally {
  const total: ResultTally = { ...emptyResultRecord(), cleanSheets: 0 };
  for (const result of results) {
    addResult(total, result);
    if (result.goalsAgainst === 0) total.cleanSheets += 1;
  }
  return total;
}
