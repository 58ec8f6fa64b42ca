/**
 * Group standings computed by the core engine from the group's played/awarded matches, with the competition's
 * tie-break rules; memoized per group, turn and venue. Knockout and qualifying groups have no table.
 * Point deductions of the competition season count in the overall table only, as the leagues publish them:
 * the home and away tables show the points won at home / away, undocked. The data has no date for a
 * deduction, so the table after any turn carries the season's deductions (the table after the last turn is
 * then the final table).
 */
import { asc, eq } from 'drizzle-orm';
import {
  computeStandings,
  matchesUpToTurn,
  tieBreakRulesFor,
  type StandingsMatch,
  type StandingsTableRow,
} from '@pallone/core';
import type { Db } from '../../../db/database.ts';
import { matches, turns } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { StandingRow } from '@pallone/contract';
import { TABLE_GROUP_TYPES, type GroupRow } from '../../groups/queries/groups.ts';
import { loadGroupPointDeductions } from './deductions.ts';
import { standingsMemo } from './cache.ts';
import { loadTeamSummaries, teamFrom } from './teams.ts';

export type TableGroup = Pick<GroupRow, 'id' | 'type' | 'competitionCode' | 'seasonCode'>;

export interface TableOptions {
  /** The table as it stood after this turn number; all turns when absent. */
  turnNumber?: number | undefined;
  venue?: 'all' | 'home' | 'away' | undefined;
}

export interface GroupMatch extends StandingsMatch {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: Date;
}

export interface GroupResults {
  matches: GroupMatch[];
  /** Every team with a fixture in the group, played or not. */
  teamIds: number[];
}

/** The group's fixtures between two known teams, with their 90-minute (or awarded) scores. */
export function loadGroupResults(db: Db, groupId: number): Promise<GroupResults> {
  return standingsMemo<GroupResults>(db, 'groupResults').getOrCompute(String(groupId), async () => {
    const rows = await db
      .select({
        id: matches.id,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeGoals: matches.ftHome,
        awayGoals: matches.ftAway,
        kickoffAt: matches.kickoffAt,
        status: matches.status,
        turnNumber: turns.number,
      })
      .from(matches)
      .leftJoin(turns, eq(turns.id, matches.turnId))
      .where(eq(matches.groupId, groupId))
      .orderBy(asc(matches.kickoffAt), asc(matches.id));
    const known = rows.filter(
      (row): row is typeof row & { homeTeamId: number; awayTeamId: number } =>
        row.homeTeamId !== null && row.awayTeamId !== null,
    );
    const teamIds = [...new Set(known.flatMap((row) => [row.homeTeamId, row.awayTeamId]))];
    return { matches: known, teamIds };
  });
}

export function computeGroupTable(
  db: Db,
  group: TableGroup,
  options: TableOptions = {},
): Promise<StandingsTableRow[]> {
  if (!TABLE_GROUP_TYPES.has(group.type)) return Promise.resolve([]);
  const venue = options.venue ?? 'all';
  const key = `${group.id}|${options.turnNumber ?? 'all'}|${venue}`;
  return standingsMemo<StandingsTableRow[]>(db, 'groupTable').getOrCompute(key, async () => {
    const results = await loadGroupResults(db, group.id);
    const counted =
      options.turnNumber === undefined
        ? results.matches
        : matchesUpToTurn(results.matches, options.turnNumber);
    const pointDeductions = venue === 'all' ? await loadGroupPointDeductions(db, group.id) : undefined;
    return computeStandings({
      matches: counted,
      teamIds: results.teamIds,
      rules: tieBreakRulesFor(group.competitionCode, group.seasonCode),
      venue,
      pointDeductions,
    });
  });
}

/** The table with each team's name, slug and image, as the API answers it. */
export async function groupStandingRows(
  db: Db,
  group: TableGroup,
  options: TableOptions,
  language: Language,
): Promise<StandingRow[]> {
  const table = await computeGroupTable(db, group, options);
  const summaries = await loadTeamSummaries(
    db,
    table.map((row) => Number(row.teamId)),
    language,
  );
  return table.map((row) => ({
    position: row.position,
    team: teamFrom(summaries, Number(row.teamId)),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    pointsDeducted: row.pointsDeducted,
    form: row.form,
  }));
}
