/**
 * Which competition season a `competitionId` + `seasonId` pair means. The filter menu sends a competition id and
 * the number 154, whose meaning the spec leaves unclear; an unknown season therefore means "the competition's
 * latest season" instead of an error.
 */
import type { Db } from '../../../db/database.ts';
import {
  findCompetitionSeasonId,
  findLatestCompetitionSeasonId,
} from '../../competitions/queries/competitions.ts';

/** The competition season, or undefined when the competition has none (unknown competition). */
export async function resolveCompetitionSeasonId(
  db: Db,
  competitionId: number,
  seasonId: number | undefined,
): Promise<number | undefined> {
  const exact =
    seasonId === undefined ? undefined : await findCompetitionSeasonId(db, competitionId, seasonId);
  return exact ?? findLatestCompetitionSeasonId(db, competitionId);
}
