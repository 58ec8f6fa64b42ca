/**
 * Which competition season a `competitionId` + `seasonId` pair means. The filter menu sends a competition id and
 * the number 154, whose meaning the spec leaves unclear; an unknown season therefore means "the competition's
 * latest season" instead of an error.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, seasons } from '../../../db/schema.ts';

/** The competition season, or undefined when the competition has none (unknown competition). */
export async function resolveCompetitionSeasonId(
  db: Db,
  competitionId: number,
  seasonId: number | undefined,
): Promise<number | undefined> {
  if (seasonId !== undefined) {
    const [exact] = await db
      .select({ id: competitionSeasons.id })
      .from(competitionSeasons)
      .where(
        and(eq(competitionSeasons.competitionId, competitionId), eq(competitionSeasons.seasonId, seasonId)),
      );
    if (exact) return exact.id;
  }
  const [latest] = await db
    .select({ id: competitionSeasons.id })
    .from(competitionSeasons)
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(eq(competitionSeasons.competitionId, competitionId))
    .orderBy(desc(seasons.start), desc(seasons.id))
    .limit(1);
  return latest?.id;
}
