/** What the player figures are built from: the player's core row, his squads, and competition-season names. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, players, seasons, squadMemberships } from '../../../db/schema.ts';
import { joinSquadSeason } from '../../competitionSeasons/queries/joins.ts';
import { currentTeamIdColumns } from './currentTeams.ts';

export interface PlayerCore {
  id: number;
  name: string;
  currentTeamId: number | null;
  currentNationalTeamId: number | null;
}

export interface PlayerSquad {
  teamId: number;
  competitionSeasonId: number;
  seasonId: number;
  seasonStart: string;
  shirtNumber: number | null;
  position: string | null;
}

export async function findPlayerCore(db: Db, id: number): Promise<PlayerCore | undefined> {
  const [row] = await db
    .select({ id: players.id, name: players.name, ...currentTeamIdColumns })
    .from(players)
    .where(eq(players.id, id));
  return row;
}

/** The squads the player is listed in, latest season first. */
export async function listPlayerSquads(db: Db, playerId: number): Promise<PlayerSquad[]> {
  const query = db
    .select({
      teamId: squadMemberships.teamId,
      competitionSeasonId: squadMemberships.competitionSeasonId,
      seasonId: seasons.id,
      seasonStart: seasons.start,
      shirtNumber: squadMemberships.shirtNumber,
      position: squadMemberships.position,
    })
    .from(squadMemberships)
    .$dynamic();
  return joinSquadSeason(query)
    .where(eq(squadMemberships.playerId, playerId))
    .orderBy(desc(seasons.start), competitionSeasons.competitionId);
}

/** Every team the player belongs to in the data: his squads' teams, his current club and national team. */
export function teamsOfPlayer(player: PlayerCore, squads: readonly PlayerSquad[]): Set<number> {
  const ids = new Set(squads.map((squad) => squad.teamId));
  if (player.currentTeamId !== null) ids.add(player.currentTeamId);
  if (player.currentNationalTeamId !== null) ids.add(player.currentNationalTeamId);
  return ids;
}
