import type { StandingRow } from '../types/StandingRow.ts';
import type { ApiClient, Venue } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { clientQuery } from './clientQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const competitionsQuery = clientQuery(queryKeys.competitions, (client, options) =>
  client.getCompetitions(options),
);

export const competitionQuery = clientQuery(queryKeys.competition, (client, options, id) =>
  client.getCompetition(id, options),
);

export const competitionBySlugQuery = clientQuery(queryKeys.competitionBySlug, (client, options, slug) =>
  client.getCompetitionBySlug(slug, options),
);

export const seasonsQuery = clientQuery(queryKeys.seasons, (client, options, competitionId) =>
  client.getSeasons(competitionId, options),
);

export const competitionSeasonIdQuery = clientQuery(
  queryKeys.competitionSeasonId,
  (client, options, competitionId, seasonId) =>
    client.getCompetitionSeasonId(competitionId, seasonId, options),
);

export const competitionSeasonQuery = clientQuery(queryKeys.competitionSeason, (client, options, id) =>
  client.getCompetitionSeason(id, options),
);

/** The season a Standings widget or a competition page opens on, with its pickers' data, in one call. */
export const standingsSeasonQuery = clientQuery(queryKeys.standingsSeason, (client, options, selector) =>
  client.getStandingsSeason(selector, options),
);

export const standingsQuery = (
  client: ApiClient,
  groupId: number,
  turnId?: number,
): PalloneQuery<StandingRow[]> => ({
  queryKey: queryKeys.standings(client.language, groupId, turnId),
  queryFn: ({ signal }) => client.getTeamStandings(groupId, { turnId, signal }),
});

export const homeStandingsQuery = (
  client: ApiClient,
  groupId: number,
  venue: Venue,
  turnId?: number,
): PalloneQuery<StandingRow[]> => ({
  queryKey: queryKeys.homeStandings(client.language, groupId, venue, turnId),
  queryFn: ({ signal }) => client.getHomeTeamStandings(groupId, { turnId, venue, signal }),
});
