import type { NewsSearchResult } from '../types/NewsSearchResult.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

/**
 * The global search's News section: `GET /news/search?search=`. Like the other sections (searchQueries.ts),
 * blank text resolves to [] without a request (SPEC §5) and a new text is a new key, so TanStack cancels the
 * previous request.
 */
export const searchNewsQuery = (client: ApiClient, text: string): PalloneQuery<NewsSearchResult[]> => ({
  queryKey: [...queryKeys.all(client.language), 'search', 'news', text.trim()] as const,
  queryFn: ({ signal }) => client.searchNews(text, signal),
});
