import type { Match } from '../types/Match.ts';
import type { MatchEvent } from '../types/MatchEvent.ts';
import type { MatchForm } from '../types/MatchForm.ts';
import type { Paginated } from '../types/Paginated.ts';
import type { Prediction } from '../types/Prediction.ts';
import type { TeamStatisticComparison } from '../types/TeamStatisticComparison.ts';
import type { ApiClient } from './ApiClient.ts';
import type { MatchFilters } from './MatchFilters.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const matchesQuery = (
  client: ApiClient,
  filters: MatchFilters = {},
): PalloneQuery<Paginated<Match>> => ({
  queryKey: queryKeys.matches(client.language, filters),
  queryFn: ({ signal }) => client.getMatches(filters, { signal }),
});

export const matchQuery = (client: ApiClient, id: number): PalloneQuery<Match> => ({
  queryKey: queryKeys.match(client.language, id),
  queryFn: ({ signal }) => client.getMatch(id, { signal }),
});

export const matchBySlugQuery = (client: ApiClient, slug: string): PalloneQuery<Match> => ({
  queryKey: queryKeys.matchBySlug(client.language, slug),
  queryFn: ({ signal }) => client.getMatchBySlug(slug, { signal }),
});

export const matchEventsQuery = (client: ApiClient, id: number): PalloneQuery<MatchEvent[]> => ({
  queryKey: queryKeys.matchEvents(client.language, id),
  queryFn: ({ signal }) => client.getMatchEvents(id, { signal }),
});

export const matchStatsQuery = (client: ApiClient, id: number): PalloneQuery<TeamStatisticComparison> => ({
  queryKey: queryKeys.matchStats(client.language, id),
  queryFn: ({ signal }) => client.getMatchStats(id, { signal }),
});

export const matchFormQuery = (client: ApiClient, id: number): PalloneQuery<MatchForm> => ({
  queryKey: queryKeys.matchForm(client.language, id),
  queryFn: ({ signal }) => client.getMatchForm(id, { signal }),
});

export const homeLiveMatchesQuery = (client: ApiClient): PalloneQuery<Match[]> => ({
  queryKey: queryKeys.homeLiveMatches(client.language),
  queryFn: ({ signal }) => client.getHomeLiveMatches({ signal }),
});

export const predictionQuery = (client: ApiClient, matchId: number): PalloneQuery<Prediction | null> => ({
  queryKey: queryKeys.prediction(client.language, matchId),
  queryFn: ({ signal }) => client.getPrediction(matchId, { signal }),
});
