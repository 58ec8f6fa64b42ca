/**
 * The matches `POST /matches/predictions/getPaginated` predicts (the filtering and paging by prediction is in
 * `predictions/service/predictionPage.ts`): a competition's upcoming fixtures with both teams known, soonest first,
 * as prediction targets; and, when it has none the model predicts, its most recent results (played or awarded,
 * newest first), a page at a time, so the page is never empty for a competition that has matches.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PredictionTarget } from '../service/predictMatches.ts';
import type { MatchBody } from '@pallone/contract';
import { upcomingCondition } from '../../matches/queries/list.ts';
import { selectMatchRows, toMatchBodies } from '../../matches/queries/row.ts';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';
import { selectPredictionTargets } from './targets.ts';

export interface RecentResultsQuery {
  competitionId?: number;
  page: number;
  pageSize: number;
  /** Default desc (newest first). */
  direction?: 'asc' | 'desc';
}

function knownTeamsIn(competitionId: number | undefined): SQL | undefined {
  return and(
    isNotNull(matches.homeTeamId),
    isNotNull(matches.awayTeamId),
    competitionId === undefined ? undefined : eq(competitionSeasons.competitionId, competitionId),
  );
}

/** Every upcoming fixture with both teams known (of one competition, or all), soonest first. */
export function upcomingPredictionTargets(
  db: Db,
  competitionId: number | undefined,
  now: Date,
): Promise<PredictionTarget[]> {
  return selectPredictionTargets(db)
    .where(and(knownTeamsIn(competitionId), upcomingCondition(now)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

/** A page of the most recent results with both teams known, and how many there are. */
export async function pageRecentResults(
  db: Db,
  query: RecentResultsQuery,
  language: Language,
  now: Date,
): Promise<{ matches: MatchBody[]; total: number }> {
  const where = and(
    knownTeamsIn(query.competitionId),
    inArray(matches.status, [...ENDED_STATUSES]),
    lte(matches.kickoffAt, now),
  );
  const direction = query.direction === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    selectMatchRows(db)
      .where(where)
      .orderBy(direction(matches.kickoffAt), direction(matches.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(matches)
      .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
      .where(where),
  ]);
  return { matches: await toMatchBodies(db, rows, language, now), total: totals[0]?.total ?? 0 };
}
