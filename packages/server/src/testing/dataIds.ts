/** The API ids of rows of the bundled data, looked up in a test's seeded database by the data's own keys. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { competitionSeasons, players, seasons, teams } from '../db/schema.ts';

/** A team by the data's id ("fc-internazionale-milano-ita"). */
export async function teamIdBySource(db: Db, sourceId: string): Promise<number> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.sourceId, sourceId));
  if (!row) throw new Error(`no team ${sourceId}`);
  return row.id;
}

/** The one player with this name (an error when there are none or several). */
export async function playerIdByName(db: Db, name: string): Promise<number> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.name, name));
  if (rows.length !== 1) throw new Error(`${rows.length} players named ${name}`);
  return rows[0]!.id;
}

/** A competition's season by the season's code ("2023-24"). */
export async function competitionSeasonIdByCode(
  db: Db,
  competitionId: number,
  seasonCode: string,
): Promise<number> {
  const rows = await db
    .select({ id: competitionSeasons.id, code: seasons.code })
    .from(competitionSeasons)
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(eq(competitionSeasons.competitionId, competitionId));
  const row = rows.find((r) => r.code === seasonCode);
  if (!row) throw new Error(`no competition season ${competitionId} ${seasonCode}`);
  return row.id;
}
