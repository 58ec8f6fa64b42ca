/** `GET /matches`: matches filtered by competition, season, group, turn, team(s), Rome day and state, paginated. */
import { LIVE_STATUSES } from '@pallone/core';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchListQuery, MatchPage } from '@pallone/contract';
import { selectMatchRows, toMatchBodies } from './row.ts';
import { romeDayRange } from './romeDay.ts';
import { ENDED_STATUSES, NEVER_PLAYED_STATUSES } from './status.ts';

export const DEFAULT_PAGE_SIZE = 20;

/** The matches involving `teamId`, or only those between `teamId` and `teamId2`. */
function teamCondition(teamId: number, teamId2: number | undefined): SQL | undefined {
  if (teamId2 === undefined) return or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));
  return or(
    and(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId2)),
    and(eq(matches.homeTeamId, teamId2), eq(matches.awayTeamId, teamId)),
  );
}

/** Upcoming: kick-off still ahead and a result still possible. */
export function upcomingCondition(now: Date): SQL | undefined {
  return and(
    gt(matches.kickoffAt, now),
    notInArray(matches.status, [...ENDED_STATUSES, ...NEVER_PLAYED_STATUSES]),
  );
}

export function listFilterConditions(filters: MatchListQuery, now: Date): SQL[] {
  const conditions: SQL[] = [];
  const push = (condition: SQL | undefined) => {
    if (condition) conditions.push(condition);
  };
  if (filters.competitionId !== undefined) push(eq(competitionSeasons.competitionId, filters.competitionId));
  if (filters.seasonId !== undefined) push(eq(competitionSeasons.seasonId, filters.seasonId));
  if (filters.groupId !== undefined) push(eq(matches.groupId, filters.groupId));
  if (filters.turnId !== undefined) push(eq(matches.turnId, filters.turnId));
  if (filters.teamId !== undefined) push(teamCondition(filters.teamId, filters.teamId2));
  else if (filters.teamId2 !== undefined) push(teamCondition(filters.teamId2, undefined));
  if (filters.date !== undefined) {
    const { start, end } = romeDayRange(filters.date);
    push(and(gte(matches.kickoffAt, start), lt(matches.kickoffAt, end)));
  }
  if (filters.onlyPlayed) push(inArray(matches.status, [...ENDED_STATUSES]));
  if (filters.onlyLive) push(inArray(matches.status, [...LIVE_STATUSES]));
  if (filters.onlyFuture) push(upcomingCondition(now));
  return conditions;
}

export async function listMatches(
  db: Db,
  filters: MatchListQuery,
  language: Language,
  now: Date,
): Promise<MatchPage> {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = and(...listFilterConditions(filters, now));
  const direction = filters.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    selectMatchRows(db)
      .where(where)
      .orderBy(direction(matches.kickoffAt), direction(matches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(matches)
      .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
      .where(where),
  ]);
  return { items: await toMatchBodies(db, rows, language, now), total: total?.total ?? 0, page, pageSize };
}
