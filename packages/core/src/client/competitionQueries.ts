import type { StandingRow } from '../types/StandingRow.ts';
import type { ApiClient, Venue } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { clientQuery } from './clientQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const competitionsQuery = /* @__PURE__ */ clientQuery('competitions', (client, options) =>
  client.getCompetitions(options),
);

export const competitionQuery = /* @__PURE__ */ clientQuery('competition', (client, options, id) =>
  client.getCompetition(id, options),
);

export const competitionBySlugQuery = /* @__PURE__ */ clientQuery(
  'competitionBySlug',
  (client, options, slug) => client.getCompetitionBySlug(slug, options),
);

export const seasonsQuery = /* @__PURE__ */ clientQuery('seasons', (client, options, competitionId) =>
  client.getSeasons(competitionId, options),
);

export const competitionSeasonIdQuery = /* @__PURE__ */ clientQuery(
  'competitionSeasonId',
  (client, options, competitionId, seasonId) =>
    client.getCompetitionSeasonId(competitionId, seasonId, options),
);

export const competitionSeasonQuery = /* @__PURE__ */ clientQuery(
  'competitionSeason',
  (client, options, id) => client.getCompetitionSeason(id, options),
);

/** The season a Standings widget or a competition page opens on, with its pickers' data, in one call. */
export const standingsSeasonQuery = /* @__PURE__ */ clientQuery(
  'standingsSeason',
  (client, options, selector) => client.getStandingsSeason(selector, options),
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
