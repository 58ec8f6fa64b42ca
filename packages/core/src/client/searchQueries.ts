import type { Competition } from '../types/Competition.ts';
import type { Match } from '../types/Match.ts';
import type { Player } from '../types/Player.ts';
import type { Team } from '../types/Team.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

/**
 * The global search's sections (SPEC §4/§5). Debounce the text by SEARCH_DELAY_MS before building the query and
 * enable it only for non-blank text; a new text is a new key, so TanStack cancels the previous request.
 */
export const searchPlayersQuery = (client: ApiClient, text: string): PalloneQuery<Player[]> => ({
  queryKey: queryKeys.search(client.language, 'players', text),
  queryFn: ({ signal }) => client.searchPlayers(text, signal),
});

export const searchTeamsQuery = (client: ApiClient, text: string): PalloneQuery<Team[]> => ({
  queryKey: queryKeys.search(client.language, 'teams', text),
  queryFn: ({ signal }) => client.searchTeams(text, signal),
});

export const searchMatchesQuery = (client: ApiClient, text: string): PalloneQuery<Match[]> => ({
  queryKey: queryKeys.search(client.language, 'matches', text),
  queryFn: ({ signal }) => client.searchMatches(text, signal),
});

export const searchCompetitionsQuery = (client: ApiClient, text: string): PalloneQuery<Competition[]> => ({
  queryKey: queryKeys.search(client.language, 'competitions', text),
  queryFn: ({ signal }) => client.searchCompetitions(text, signal),
});
