/** The teams of a competition season: every team with a match in it, by name. */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { countries, matches, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { SimplifiedTeam, TeamRef } from '@pallone/contract';
import { teamRefColumns, toSimplifiedTeam, toTeamRef, type TeamRefRow } from './row.ts';

/** Every team with a match in the competition season, once each, unsorted. */
export async function teamRowsOf(db: Db, competitionSeasonId: number): Promise<TeamRefRow[]> {
  return db
    .selectDistinct(teamRefColumns)
    .from(teams)
    .innerJoin(matches, or(eq(matches.homeTeamId, teams.id), eq(matches.awayTeamId, teams.id)))
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .where(eq(matches.competitionSeasonId, competitionSeasonId));
}

export const byName =
  (language: Language) => (a: { name: string; id: number }, b: { name: string; id: number }) =>
    a.name.localeCompare(b.name, language) || a.id - b.id;

export async function listTeamsOfCompetitionSeason(
  db: Db,
  competitionSeasonId: number,
  language: Language,
): Promise<TeamRef[]> {
  const rows = await teamRowsOf(db, competitionSeasonId);
  return rows.map((row) => toTeamRef(row, language)).sort(byName(language));
}

export async function listSimplifiedTeamsOfCompetitionSeason(
  db: Db,
  competitionSeasonId: number,
  language: Language,
): Promise<SimplifiedTeam[]> {
  const rows = await teamRowsOf(db, competitionSeasonId);
  return rows.map((row) => toSimplifiedTeam(row, language)).sort(byName(language));
}
