/**
 * The matches the home page features with their predictions: upcoming fixtures with both teams known where the
 * data has any, else the latest results. The top competitions (SPEC §9: 68, 7, 61, 43, 54) come first, taking
 * turns — the next match of each, then the one after — and the other competitions fill the rest the same way.
 */
import { TOP_COMPETITION_IDS } from '@pallone/core';
import { and, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchBody } from '@pallone/contract';
import { upcomingCondition } from '../../matches/queries/list.ts';
import { matchBodiesInOrder } from '../../matches/queries/byIds.ts';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';

interface Ranked {
  id: number;
  competitionId: number;
  rank: number;
}

async function rankedPerCompetition(db: Db, where: SQL | undefined, order: 'asc' | 'desc', limit: number) {
  const direction = sql.raw(order);
  const ranked = db
    .select({
      id: matches.id,
      competitionId: competitionSeasons.competitionId,
      rank: sql<number>`row_number() over (partition by ${competitionSeasons.competitionId}
        order by ${matches.kickoffAt} ${direction}, ${matches.id} ${direction})`.as('rank'),
    })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .where(where)
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, limit));
  return rows.map((row): Ranked => ({
    id: row.id,
    competitionId: row.competitionId,
    rank: Number(row.rank),
  }));
}

/** Top competitions first (in SPEC order), then the others by id; within each tier, rank 1 of each, then rank 2… */
export function featuredOrder(rows: readonly Ranked[], limit: number): number[] {
  const tier = (competitionId: number) => (TOP_COMPETITION_IDS.includes(competitionId) ? 0 : 1);
  const position = (competitionId: number) => {
    const top = TOP_COMPETITION_IDS.indexOf(competitionId);
    return top >= 0 ? top : competitionId;
  };
  return [...rows]
    .sort(
      (a, b) =>
        tier(a.competitionId) - tier(b.competitionId) ||
        a.rank - b.rank ||
        position(a.competitionId) - position(b.competitionId),
    )
    .slice(0, limit)
    .map((row) => row.id);
}

export async function featuredMatchesToPredict(
  db: Db,
  limit: number,
  language: Language,
  now: Date,
): Promise<{ matches: MatchBody[]; upcoming: boolean }> {
  const known = and(isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId));
  let ranked = await rankedPerCompetition(db, and(known, upcomingCondition(now)), 'asc', limit);
  const upcoming = ranked.length > 0;
  if (!upcoming) {
    const ended = and(known, inArray(matches.status, [...ENDED_STATUSES]), lte(matches.kickoffAt, now));
    ranked = await rankedPerCompetition(db, ended, 'desc', limit);
  }
  return { matches: await matchBodiesInOrder(db, featuredOrder(ranked, limit), language, now), upcoming };
}
