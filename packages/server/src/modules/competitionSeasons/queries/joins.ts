/**
 * How reads reach a competition season's competition and season, and the orders they list seasons in, spelled
 * once (issue #17). The joins take a dynamic select (`.$dynamic()`) and give it back joined.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { competitions, competitionSeasons, seasons, squadMemberships } from '../../../db/schema.ts';

/** Latest season first, then by competition: the order of a team's or a player's competition seasons. */
export const latestSeasonFirst = [desc(seasons.start), asc(competitions.id)];

/** Newest season first (the id breaks a tie of two seasons starting the same day). */
export const newestSeasonFirst = [desc(seasons.start), desc(seasons.id)];

/** Joins a select that reads `competition_seasons` to its competition and its season. */
export function joinCompetitionAndSeason<T extends PgSelect>(query: T) {
  return query
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId));
}

/** Joins a select over `squad_memberships` to the squad's competition season and its season. */
export function joinSquadSeason<T extends PgSelect>(query: T) {
  return query
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, squadMemberships.competitionSeasonId))
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId));
}

/** Narrows a select over `competition_seasons` to a competition's seasons (joined to `seasons`), newest first. */
export function seasonsOfCompetition<T extends PgSelect>(query: T, competitionId: number) {
  return query
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(eq(competitionSeasons.competitionId, competitionId))
    .orderBy(...newestSeasonFirst);
}
