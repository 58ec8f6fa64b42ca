import type { Match } from '../types/Match.ts';
import type { Paginated } from '../types/Paginated.ts';
import type { ApiClient } from './ApiClient.ts';
import type { MatchFilters } from './MatchFilters.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { clientQuery } from './clientQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const matchesQuery = (
  client: ApiClient,
  filters: MatchFilters = {},
): PalloneQuery<Paginated<Match>> => ({
  queryKey: queryKeys.matches(client.language, filters),
  queryFn: ({ signal }) => client.getMatches(filters, { signal }),
});

export const matchQuery = clientQuery(queryKeys.match, (client, options, id) => client.getMatch(id, options));

export const matchBySlugQuery = clientQuery(queryKeys.matchBySlug, (client, options, slug) =>
  client.getMatchBySlug(slug, options),
);

export const matchEventsQuery = clientQuery(queryKeys.matchEvents, (client, options, id) =>
  client.getMatchEvents(id, options),
);

export const matchStatsQuery = clientQuery(queryKeys.matchStats, (client, options, id) =>
  client.getMatchStats(id, options),
);

export const matchFormQuery = clientQuery(queryKeys.matchForm, (client, options, id) =>
  client.getMatchForm(id, options),
);

export const homeLiveMatchesQuery = clientQuery(queryKeys.homeLiveMatches, (client, options) =>
  client.getHomeLiveMatches(options),
);

export const predictionQuery = clientQuery(queryKeys.prediction, (client, options, matchId) =>
  client.getPrediction(matchId, options),
);
