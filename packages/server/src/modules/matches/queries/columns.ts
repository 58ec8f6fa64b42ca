/**
 * The `matches` columns several reads select together, and the filter for matches whose result counts, so each
 * concept is spelled once (issue #17).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { competitions, competitionSeasons, matchEvents, matches, seasons } from '../../../db/schema.ts';
import { ENDED_STATUSES } from './status.ts';

/** The two sides' teams (null while a knockout side is not known yet). */
export const sideColumns = { homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId };

/** The goals a result counts: after regular time and, where it was played, after extra time. */
export const resultColumns = {
  ftHome: matches.ftHome,
  ftAway: matches.ftAway,
  etHome: matches.etHome,
  etAway: matches.etAway,
};

/** A team's result is read from these: which match (id, slug, kick-off, competition season), sides, goals. */
export const teamResultColumns = {
  id: matches.id,
  slug: matches.pallonecomSlug,
  kickoffAt: matches.kickoffAt,
  competitionSeasonId: matches.competitionSeasonId,
  ...sideColumns,
  ...resultColumns,
};

/** What an event is and when it happened, as the timeline, the feed's folding and the sample reports read it. */
export const eventFactColumns = {
  minute: matchEvents.minute,
  stoppage: matchEvents.stoppage,
  period: matchEvents.period,
  subtype: matchEvents.subtype,
  penalty: matchEvents.penalty,
};

/** The whole score: the result and the penalty shoot-out. */
export const scoreColumns = { ...resultColumns, penHome: matches.penHome, penAway: matches.penAway };

/** Joins a dynamic select over `matches` to the match's competition season, competition and season. */
export function joinCompetitionSeason<T extends PgSelect>(query: T) {
  return query
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId));
}

/** Matches that ended with a full-time score: the ones results are counted from. */
export const endedWithResult = and(
  inArray(matches.status, [...ENDED_STATUSES]),
  isNotNull(matches.ftHome),
  isNotNull(matches.ftAway),
);

interface ResultGoals {
  ftHome: number | null;
  ftAway: number | null;
  etHome: number | null;
  etAway: number | null;
}

/** A result seen from one side: extra time included, a shoot-out counting as a draw. */
export function sideResult(row: ResultGoals, home: boolean): { goalsFor: number; goalsAgainst: number } {
  const homeGoals = row.etHome ?? row.ftHome ?? 0;
  const awayGoals = row.etAway ?? row.ftAway ?? 0;
  return { goalsFor: home ? homeGoals : awayGoals, goalsAgainst: home ? awayGoals : homeGoals };
}
