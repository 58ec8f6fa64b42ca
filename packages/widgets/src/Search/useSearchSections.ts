import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  AbortedError,
  SEARCH_DELAY_MS,
  searchMatchesQuery,
  searchNewsQuery,
  searchPlayersQuery,
  searchTeamsQuery,
  type MatchSearchResult,
  type NewsSearchResult,
  type PlayerSearchResult,
  type TeamSearchResult,
  type PalloneQuery,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface SearchSections {
  players: SectionState<PlayerSearchResult>;
  teams: SectionState<TeamSearchResult>;
  matches: SectionState<MatchSearchResult>;
  news: SectionState<NewsSearchResult>;
}

/** SPEC §2: a match without both teams is not listed. */
const hasBothTeams = (match: MatchSearchResult) => Boolean(match.homeTeam && match.awayTeam);

/**
 * loading → list, or empty ("Nessun risultato") also after an error, which is only logged (SPEC §4, §8). A refresh
 * that fails (the cached answer had gone stale) keeps the results already on screen.
 */
export type SectionState<T> = { status: 'loading' } | { status: 'empty' } | { status: 'list'; items: T[] };

function useSection<T>(
  query: PalloneQuery<T[]>,
  text: string,
  settled: boolean,
  name: string,
  keep: (item: T) => boolean = () => true,
): SectionState<T> {
  const result: UseQueryResult<T[]> = useQuery({ ...query, enabled: text !== '' });
  const { error } = result;
  useEffect(() => {
    if (error && !(error instanceof AbortedError)) console.error(`Search (${name}) failed`, error);
  }, [error, name]);
  if (!settled || (result.isPending && !result.isError)) return { status: 'loading' };
  const items = result.data?.filter(keep) ?? [];
  if (items.length === 0) return { status: 'empty' };
  return { status: 'list', items };
}

/**
 * The four sections of the global search for `text`, requested SEARCH_DELAY_MS after the last change and only
 * for non-blank text. The debounced text is in the query keys: a new text is a new query, and TanStack aborts
 * the request of the one it replaces.
 */
export function useSearchSections(text: string): SearchSections {
  const { client } = usePallone();
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DELAY_MS);
  const settled = debounced === trimmed;
  return {
    players: useSection(searchPlayersQuery(client, debounced), debounced, settled, 'players'),
    teams: useSection(searchTeamsQuery(client, debounced), debounced, settled, 'teams'),
    matches: useSection(searchMatchesQuery(client, debounced), debounced, settled, 'matches', hasBothTeams),
    news: useSection(searchNewsQuery(client, debounced), debounced, settled, 'news'),
  };
}
