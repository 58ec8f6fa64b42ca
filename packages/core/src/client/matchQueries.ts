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

export const matchQuery = /* @__PURE__ */ clientQuery('match', (client, options, id) =>
  client.getMatch(id, options),
);

export const matchBySlugQuery = /* @__PURE__ */ clientQuery('matchBySlug', (client, options, slug) =>
  client.getMatchBySlug(slug, options),
);

export const matchEventsQuery = /* @__PURE__ */ clientQuery('matchEvents', (client, options, id) =>
  client.getMatchEvents(id, options),
);

export const matchStatsQuery = /* @__PURE__ */ clientQuery('matchStats', (client, options, id) =>
  client.getMatchStats(id, options),
);

export const matchFormQuery = /* @__PURE__ */ clientQuery('matchForm', (client, options, id) =>
  client.getMatchForm(id, options),
);

/**
 * Written out rather than through `clientQuery`: LiveScores' only other query is `matchesQuery`, so this keeps the
 * factory out of its library bundle (12 kB budget, decision 030).
 */
export const homeLiveMatchesQuery = (client: ApiClient): PalloneQuery<Match[]> => ({
  queryKey: queryKeys.homeLiveMatches(client.language),
  queryFn: ({ signal }) => client.getHomeLiveMatches({ signal }),
});

export const predictionQuery = /* @__PURE__ */ clientQuery('prediction', (client, options, matchId) =>
  client.getPrediction(matchId, options),
);
