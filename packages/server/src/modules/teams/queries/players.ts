/**
 * Squads: the players a team listed for a season (club squads 2023-24, Euro 2024, World Cups 2022 and 2026 in
 * the data), by position (GK, DF, MF, FW), shirt number and name.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, players, squadMemberships } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamPlayer } from '@pallone/contract';
import { imageOf } from './row.ts';
import { currentTeamsColumns, joinCurrentTeams, simplifiedTeam } from '../../players/queries/currentTeams.ts';
import { joinSquadSeason, newestSeasonFirst } from '../../competitionSeasons/queries/joins.ts';

const positionOrder = sql`case coalesce(${squadMemberships.position}, ${players.position}) when 'GK' then 0 when 'DF' then 1 when 'MF' then 2 when 'FW' then 3 else 4 end`;

export interface SquadOptions {
  withCurrentTeam?: boolean | undefined;
  withCurrentNational?: boolean | undefined;
}

/** The players of the memberships matching `where`, one entry per player. */
export async function listSquadPlayers(
  db: Db,
  where: SQL | undefined,
  options: SquadOptions,
  language: Language,
): Promise<(TeamPlayer & { teamId: number })[]> {
  const query = db
    .select({
      teamId: squadMemberships.teamId,
      id: players.id,
      name: players.name,
      pallonecomSlug: players.pallonecomSlug,
      imagePath: players.imagePath,
      position: sql<string | null>`coalesce(${squadMemberships.position}, ${players.position})`,
      shirtNumber: squadMemberships.shirtNumber,
      birthDate: players.birthDate,
      birthYear: players.birthYear,
      ...currentTeamsColumns,
    })
    .from(squadMemberships)
    .innerJoin(players, eq(players.id, squadMemberships.playerId))
    .$dynamic();
  const rows = await joinCurrentTeams(query)
    .where(where)
    .orderBy(
      positionOrder,
      sql`${squadMemberships.shirtNumber} asc nulls last`,
      asc(players.name),
      asc(players.id),
    );
  const seen = new Set<string>();
  const list: (TeamPlayer & { teamId: number })[] = [];
  for (const row of rows) {
    const key = `${row.teamId}:${row.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({
      teamId: row.teamId,
      id: row.id,
      name: row.name,
      pallonecomSlug: row.pallonecomSlug,
      image: imageOf(row.imagePath),
      position: row.position,
      shirtNumber: row.shirtNumber,
      birthDate: row.birthDate,
      birthYear: row.birthYear,
      ...(options.withCurrentTeam ? { currentTeam: simplifiedTeam(row.team, language) } : {}),
      ...(options.withCurrentNational ? { currentNationalTeam: simplifiedTeam(row.national, language) } : {}),
    });
  }
  return list;
}

/** The latest season the team has a squad for. */
async function latestSquadSeasonId(db: Db, teamId: number): Promise<number | null> {
  const query = db.select({ seasonId: competitionSeasons.seasonId }).from(squadMemberships).$dynamic();
  const [row] = await joinSquadSeason(query)
    .where(eq(squadMemberships.teamId, teamId))
    .orderBy(...newestSeasonFirst)
    .limit(1);
  return row?.seasonId ?? null;
}

/** The team's squad for `seasonId`, or for its latest season with a squad. */
export async function listTeamPlayers(
  db: Db,
  teamId: number,
  seasonId: number | undefined,
  options: SquadOptions,
  language: Language,
): Promise<{ seasonId: number | null; players: TeamPlayer[] }> {
  const season = seasonId ?? (await latestSquadSeasonId(db, teamId));
  if (season === null) return { seasonId: null, players: [] };
  const competitionSeasonIds = db
    .select({ id: competitionSeasons.id })
    .from(competitionSeasons)
    .where(eq(competitionSeasons.seasonId, season));
  const list = await listSquadPlayers(
    db,
    and(
      eq(squadMemberships.teamId, teamId),
      inArray(squadMemberships.competitionSeasonId, competitionSeasonIds),
    ),
    options,
    language,
  );
  return { seasonId: season, players: list.map(({ teamId: _team, ...player }) => player) };
}
