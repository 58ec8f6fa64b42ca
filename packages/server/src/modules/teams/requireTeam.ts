/** Team sub-resources answer 404 for an unknown team rather than an empty list. */
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../http/errors.ts';
import { teamExists } from './queries/teams.ts';
import { competitionSeasonExists } from '../competitionSeasons/queries/competitionSeasons.ts';

export async function requireTeam(db: Db, id: number): Promise<void> {
  if (!(await teamExists(db, id))) throw new NotFoundError(`Team ${id}`);
}

/** A team's figures in one competition season: 404 for an unknown competition season (after the team's). */
export async function requireCompetitionSeason(db: Db, competitionSeasonId: number): Promise<void> {
  if (!(await competitionSeasonExists(db, competitionSeasonId))) {
    throw new NotFoundError(`Competition season ${competitionSeasonId}`);
  }
}
