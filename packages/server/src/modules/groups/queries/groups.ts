/** Reads of groups (phases) and their turns, and which turn is "current" in a group. */
import { and, asc, desc, eq, inArray, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, groups, matches, seasons, turns } from '../../../db/schema.ts';
import type { GroupSummary, Turn } from '@pallone/contract';
import { joinCompetitionAndSeason } from '../../competitionSeasons/queries/joins.ts';

/** Statuses whose result counts: the match is over. */
export const FINISHED_STATUSES = ['played', 'awarded'];
/** Statuses that will never produce a result. */
const NEVER_PLAYED_STATUSES = ['cancelled'];

/** Group types that have a table; knockout and qualifying rounds do not. */
export const TABLE_GROUP_TYPES: ReadonlySet<string> = new Set(['league', 'group']);

export interface GroupRow {
  id: number;
  name: string;
  type: GroupSummary['type'];
  pallonecomSlug: string;
  sortOrder: number;
  competitionSeasonId: number;
  competitionId: number;
  competitionCode: string;
  seasonId: number;
  /** The data's season key (`2023-24`, `2024`): tie-break rules changed over the years. */
  seasonCode: string;
}

export async function findGroupRow(db: Db, id: number): Promise<GroupRow | undefined> {
  const query = db
    .select({
      id: groups.id,
      name: groups.name,
      type: groups.type,
      pallonecomSlug: groups.pallonecomSlug,
      sortOrder: groups.sortOrder,
      competitionSeasonId: groups.competitionSeasonId,
      competitionId: competitionSeasons.competitionId,
      competitionCode: competitions.code,
      seasonId: competitionSeasons.seasonId,
      seasonCode: seasons.code,
    })
    .from(groups)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, groups.competitionSeasonId))
    .$dynamic();
  const [row] = await joinCompetitionAndSeason(query).where(eq(groups.id, id));
  return row && { ...row, type: row.type as GroupRow['type'] };
}

/** The groups of a competition season in their sort order. */
export async function listGroupsOfCompetitionSeason(
  db: Db,
  competitionSeasonId: number,
): Promise<GroupSummary[]> {
  const rows = await db
    .select({ id: groups.id, name: groups.name, type: groups.type, pallonecomSlug: groups.pallonecomSlug })
    .from(groups)
    .where(eq(groups.competitionSeasonId, competitionSeasonId))
    .orderBy(asc(groups.sortOrder), asc(groups.id));
  return rows.map((row) => ({ ...row, type: row.type as GroupSummary['type'] }));
}

/** The group a competition season is shown by: its league phase, else its first group. */
export function mainGroupOf(list: readonly GroupSummary[]): GroupSummary | undefined {
  return list.find((group) => group.type === 'league') ?? list[0];
}

export function listTurnsOfGroup(db: Db, groupId: number): Promise<Turn[]> {
  return db
    .select({ id: turns.id, name: turns.name, number: turns.number })
    .from(turns)
    .where(eq(turns.groupId, groupId))
    .orderBy(asc(turns.number), asc(turns.id));
}

export async function findTurnOfGroup(db: Db, groupId: number, turnId: number): Promise<Turn | undefined> {
  const [row] = await db
    .select({ id: turns.id, name: turns.name, number: turns.number })
    .from(turns)
    .where(and(eq(turns.groupId, groupId), eq(turns.id, turnId)));
  return row;
}

/**
 * The group's current turn: the furthest turn (by number) with a finished match — the turn of the latest played
 * match, except that a postponed match played late (Serie A 2023-24 matchday 29, played after matchday 38) does
 * not pull the current turn back. Before any result, the turn of the next fixture; failing both, the first turn.
 * Null when the group has no turns.
 */
export async function findCurrentTurnId(
  db: Db,
  groupId: number,
  turnList: readonly Turn[],
): Promise<number | null> {
  const inGroupWithTurn = and(eq(matches.groupId, groupId), isNotNull(matches.turnId));
  const [furthestFinished] = await db
    .select({ turnId: turns.id })
    .from(matches)
    .innerJoin(turns, eq(turns.id, matches.turnId))
    .where(and(inGroupWithTurn, inArray(matches.status, FINISHED_STATUSES)))
    .orderBy(desc(turns.number), desc(turns.id))
    .limit(1);
  if (furthestFinished) return furthestFinished.turnId;
  const [next] = await db
    .select({ turnId: matches.turnId })
    .from(matches)
    .where(and(inGroupWithTurn, notInArray(matches.status, [...FINISHED_STATUSES, ...NEVER_PLAYED_STATUSES])))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(1);
  return next?.turnId ?? turnList[0]?.id ?? null;
}

/** Whether the group has a finished match (up to a turn number, when given). */
export async function hasFinishedMatch(db: Db, groupId: number, upToTurnNumber?: number): Promise<boolean> {
  const base = and(eq(matches.groupId, groupId), inArray(matches.status, FINISHED_STATUSES));
  const query =
    upToTurnNumber === undefined
      ? db.select({ id: matches.id }).from(matches).where(base)
      : db
          .select({ id: matches.id })
          .from(matches)
          .innerJoin(turns, eq(turns.id, matches.turnId))
          .where(and(base, lte(turns.number, upToTurnNumber)));
  const rows = await query.limit(1);
  return rows.length > 0;
}
