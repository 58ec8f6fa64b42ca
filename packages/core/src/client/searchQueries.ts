import type {
  CompetitionSearchResult,
  MatchSearchResult,
  PlayerSearchResult,
  TeamSearchResult,
} from '../types/SearchResult.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

/**
 * The global search's sections (SPEC §4/§5). Debounce the text by SEARCH_DELAY_MS before building the query and
 * enable it only for non-blank text; a new text is a new key, so TanStack cancels the previous request.
 */
export const searchPlayersQuery = (client: ApiClient, text: string): PalloneQuery<PlayerSearchResult[]> => ({
  queryKey: queryKeys.search(client.language, 'players', text),
  queryFn: ({ signal }) => client.searchPlayers(text, signal),
});

export const searchTeamsQuery = (client: ApiClient, text: string): PalloneQuery<TeamSearchResult[]> => ({
  queryKey: queryKeys.search(client.language, 'teams', text),
  queryFn: ({ signal }) => client.searchTeams(text, signal),
});

export const searchMatchesQuery = (client: ApiClient, text: string): PalloneQuery<MatchSearchResult[]> => ({
  queryKey: queryKeys.search(client.language, 'matches', text),
  queryFn: ({ signal }) => client.searchMatches(text, signal),
});

export const searchCompetitionsQuery = (
  client: ApiClient,
  text: string,
): PalloneQuery<CompetitionSearchResult[]> => ({
  queryKey: queryKeys.search(client.language, 'competitions', text),
  queryFn: ({ signal }) => client.searchCompetitions(text, signal),
});
