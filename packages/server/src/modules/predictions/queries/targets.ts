/** The facts a prediction needs about the matches to predict: teams, kick-off, competition, neutral venue. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, matches } from '../../../db/schema.ts';
import type { PredictionTarget } from '../service/predictMatches.ts';

const targetColumns = {
  id: matches.id,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  kickoffAt: matches.kickoffAt,
  competitionCode: competitions.code,
  competitionType: competitions.type,
  neutral: matches.neutral,
};

/** The prediction facts of matches, for a `where` and `orderBy` of the caller's. */
export function selectPredictionTargets(db: Db) {
  return db
    .select(targetColumns)
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId));
}

/** undefined when there is no such match. */
export async function findPredictionTarget(db: Db, id: number): Promise<PredictionTarget | undefined> {
  const [row] = await selectPredictionTargets(db).where(eq(matches.id, id));
  return row;
}

export async function findPredictionTargets(db: Db, ids: readonly number[]): Promise<PredictionTarget[]> {
  if (ids.length === 0) return [];
  return selectPredictionTargets(db).where(inArray(matches.id, [...ids]));
}
