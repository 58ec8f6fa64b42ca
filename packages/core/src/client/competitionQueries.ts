import type { Competition } from '../types/Competition.ts';
import type { CompetitionSeason } from '../types/CompetitionSeason.ts';
import type { Season } from '../types/Season.ts';
import type { StandingRow } from '../types/StandingRow.ts';
import type { StandingsSeason } from '../types/StandingsSeason.ts';
import type { ApiClient, StandingsSeasonSelector, Venue } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const competitionsQuery = (client: ApiClient): PalloneQuery<Competition[]> => ({
  queryKey: queryKeys.competitions(client.language),
  queryFn: ({ signal }) => client.getCompetitions({ signal }),
});

export const competitionQuery = (client: ApiClient, id: number): PalloneQuery<Competition> => ({
  queryKey: queryKeys.competition(client.language, id),
  queryFn: ({ signal }) => client.getCompetition(id, { signal }),
});

export const competitionBySlugQuery = (client: ApiClient, slug: string): PalloneQuery<Competition> => ({
  queryKey: queryKeys.competitionBySlug(client.language, slug),
  queryFn: ({ signal }) => client.getCompetitionBySlug(slug, { signal }),
});

export const seasonsQuery = (client: ApiClient, competitionId: number): PalloneQuery<Season[]> => ({
  queryKey: queryKeys.seasons(client.language, competitionId),
  queryFn: ({ signal }) => client.getSeasons(competitionId, { signal }),
});

export const competitionSeasonIdQuery = (
  client: ApiClient,
  competitionId: number,
  seasonId: number,
): PalloneQuery<number> => ({
  queryKey: queryKeys.competitionSeasonId(client.language, competitionId, seasonId),
  queryFn: ({ signal }) => client.getCompetitionSeasonId(competitionId, seasonId, { signal }),
});

export const competitionSeasonQuery = (client: ApiClient, id: number): PalloneQuery<CompetitionSeason> => ({
  queryKey: queryKeys.competitionSeason(client.language, id),
  queryFn: ({ signal }) => client.getCompetitionSeason(id, { signal }),
});

/** The season a Standings widget or a competition page opens on, with its pickers' data, in one call. */
export const standingsSeasonQuery = (
  client: ApiClient,
  selector: StandingsSeasonSelector,
): PalloneQuery<StandingsSeason> => ({
  queryKey: queryKeys.standingsSeason(client.language, selector),
  queryFn: ({ signal }) => client.getStandingsSeason(selector, { signal }),
});

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
