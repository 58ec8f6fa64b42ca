/** Team sub-resources answer 404 for an unknown team rather than an empty list. */
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../http/errors.ts';
import { teamExists } from './queries/teams.ts';

export async function requireTeam(db: Db, id: number): Promise<void> {
  if (!(await teamExists(db, id))) throw new NotFoundError(`Team ${id}`);
}
