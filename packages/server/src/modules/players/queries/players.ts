/** Reads of one player: detail by id or slug (SPEC §3), the ids behind a slug, the squads they were in. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, countries, players, squadMemberships, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerDetail, PlayerTeam } from '@pallone/contract';
import { imageOf, teamRefColumns, toTeamRef } from '../../teams/queries/row.ts';
import {
  currentTeamIdColumns,
  currentTeamsColumns,
  joinCurrentTeams,
  simplifiedTeam,
} from './currentTeams.ts';
import { countryImage } from '../../../pictures/flags.ts';
import { competitionAndSeason, competitionSeasonRefColumns } from '../../competitionSeasons/queries/refs.ts';
import { joinCompetitionAndSeason, latestSeasonFirst } from '../../competitionSeasons/queries/joins.ts';

async function findDetail(db: Db, where: SQL, language: Language): Promise<PlayerDetail | undefined> {
  const query = db
    .select({
      id: players.id,
      name: players.name,
      imagePath: players.imagePath,
      birthDate: players.birthDate,
      birthYear: players.birthYear,
      position: players.position,
      pallonecomSlug: players.pallonecomSlug,
      countryCode: countries.code,
      countryNameIt: countries.nameIt,
      countryNameEn: countries.nameEn,
      countryImagePath: countries.imagePath,
      ...currentTeamsColumns,
    })
    .from(players)
    .leftJoin(countries, eq(countries.id, players.nationalityCountryId))
    .$dynamic();
  const [row] = await joinCurrentTeams(query).where(where);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    image: imageOf(row.imagePath),
    birthDate: row.birthDate,
    birthYear: row.birthYear,
    nationality:
      row.countryCode === null || row.countryNameIt === null || row.countryNameEn === null
        ? null
        : {
            code: row.countryCode,
            name: language === 'it' ? row.countryNameIt : row.countryNameEn,
            image: countryImage(row.countryCode, row.countryImagePath),
          },
    position: row.position,
    currentTeam: simplifiedTeam(row.team, language),
    currentNationalTeam: simplifiedTeam(row.national, language),
    pallonecomSlug: row.pallonecomSlug,
  };
}

export function findPlayerById(db: Db, id: number, language: Language) {
  return findDetail(db, eq(players.id, id), language);
}

export function findPlayerBySlug(db: Db, slug: string, language: Language) {
  return findDetail(db, eq(players.pallonecomSlug, slug), language);
}

export async function findPlayerIdsBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: players.id, ...currentTeamIdColumns })
    .from(players)
    .where(eq(players.pallonecomSlug, slug));
  return row;
}

export async function playerExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.id, id));
  return rows.length > 0;
}

/** The squads the player was listed in, latest season first. */
export async function listPlayerTeams(db: Db, playerId: number, language: Language): Promise<PlayerTeam[]> {
  const query = db
    .select({
      team: teamRefColumns,
      competitionSeasonId: squadMemberships.competitionSeasonId,
      ...competitionSeasonRefColumns,
      shirtNumber: squadMemberships.shirtNumber,
      position: squadMemberships.position,
    })
    .from(squadMemberships)
    .innerJoin(teams, eq(teams.id, squadMemberships.teamId))
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, squadMemberships.competitionSeasonId))
    .$dynamic();
  const rows = await joinCompetitionAndSeason(query)
    .where(eq(squadMemberships.playerId, playerId))
    .orderBy(...latestSeasonFirst);
  return rows.map((row) => ({
    team: toTeamRef(row.team, language),
    competitionSeasonId: row.competitionSeasonId,
    ...competitionAndSeason(row, language),
    shirtNumber: row.shirtNumber,
    position: row.position,
  }));
}
