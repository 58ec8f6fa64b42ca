/**
 * The matches `POST /matches/predictions/getPaginated` predicts: a competition's upcoming fixtures with both teams
 * known (soonest first). When the data holds no such fixture, the competition's most recent results (played or
 * awarded, newest first) instead, so the page is never empty for a competition that has matches.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { competitionSeasons, matches } from '../db/schema.ts';
import type { Language } from '../plugins/language.ts';
import type { MatchBody } from '../schemas/match.ts';
import { upcomingCondition } from './matchesList.ts';
import { selectMatchRows, toMatchBodies } from './matchesRow.ts';
import { ENDED_STATUSES } from './matchesStatus.ts';

export interface PredictionMatchesQuery {
  competitionId?: number;
  page: number;
  pageSize: number;
  /** Default: asc for upcoming fixtures, desc for the recent-results fallback. */
  direction?: 'asc' | 'desc';
}

export interface PredictionMatchesPage {
  matches: MatchBody[];
  total: number;
  upcoming: boolean;
}

function countWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .where(where);
}

export async function pageMatchesToPredict(
  db: Db,
  query: PredictionMatchesQuery,
  language: Language,
  now: Date,
): Promise<PredictionMatchesPage> {
  const base = and(
    isNotNull(matches.homeTeamId),
    isNotNull(matches.awayTeamId),
    query.competitionId === undefined ? undefined : eq(competitionSeasons.competitionId, query.competitionId),
  );
  const upcomingWhere = and(base, upcomingCondition(now));
  const [upcomingCount] = await countWhere(db, upcomingWhere);
  const upcoming = (upcomingCount?.total ?? 0) > 0;
  const where = upcoming
    ? upcomingWhere
    : and(base, inArray(matches.status, [...ENDED_STATUSES]), lte(matches.kickoffAt, now));
  const direction = (query.direction ?? (upcoming ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    selectMatchRows(db)
      .where(where)
      .orderBy(direction(matches.kickoffAt), direction(matches.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    upcoming ? Promise.resolve([upcomingCount]) : countWhere(db, where),
  ]);
  return {
    matches: await toMatchBodies(db, rows, language, now),
    total: totals[0]?.total ?? 0,
    upcoming,
  };
}
