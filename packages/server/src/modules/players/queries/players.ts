/** Reads of one player: detail by id or slug (SPEC §3), the ids behind a slug, the squads they were in. */
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import {
  competitions,
  competitionSeasons,
  countries,
  players,
  seasons,
  squadMemberships,
  teams,
} from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerDetail, PlayerTeam } from '@pallone/contract';
import { imageOf, teamName, teamRefColumns, toTeamRef } from '../../teams/queries/row.ts';
import { countryImage } from '../../../pictures/flags.ts';
import { competitionAndSeason, competitionSeasonRefColumns } from '../../competitionSeasons/queries/refs.ts';

const currentTeam = alias(teams, 'current_team');
const currentNational = alias(teams, 'current_national');

type JoinedTeam = {
  id: number | null;
  name: string | null;
  nameIt: string | null;
  nameEn: string | null;
  slug: string | null;
};

function simplified(team: JoinedTeam | null, language: Language) {
  return team === null || team.id === null || team.name === null || team.slug === null
    ? null
    : {
        id: team.id,
        name: teamName({ name: team.name, nameIt: team.nameIt, nameEn: team.nameEn }, language),
        pallonecomSlug: team.slug,
      };
}

async function findDetail(db: Db, where: SQL, language: Language): Promise<PlayerDetail | undefined> {
  const [row] = await db
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
      team: {
        id: currentTeam.id,
        name: currentTeam.name,
        nameIt: currentTeam.nameIt,
        nameEn: currentTeam.nameEn,
        slug: currentTeam.pallonecomSlug,
      },
      national: {
        id: currentNational.id,
        name: currentNational.name,
        nameIt: currentNational.nameIt,
        nameEn: currentNational.nameEn,
        slug: currentNational.pallonecomSlug,
      },
    })
    .from(players)
    .leftJoin(countries, eq(countries.id, players.nationalityCountryId))
    .leftJoin(currentTeam, eq(currentTeam.id, players.currentTeamId))
    .leftJoin(currentNational, eq(currentNational.id, players.currentNationalTeamId))
    .where(where);
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
    currentTeam: simplified(row.team, language),
    currentNationalTeam: simplified(row.national, language),
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
    .select({
      id: players.id,
      currentTeamId: players.currentTeamId,
      currentNationalTeamId: players.currentNationalTeamId,
    })
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
  const rows = await db
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
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(eq(squadMemberships.playerId, playerId))
    .orderBy(desc(seasons.start), competitions.id);
  return rows.map((row) => ({
    team: toTeamRef(row.team, language),
    competitionSeasonId: row.competitionSeasonId,
    ...competitionAndSeason(row, language),
    shirtNumber: row.shirtNumber,
    position: row.position,
  }));
}
