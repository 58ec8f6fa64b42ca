/**
 * The Rome days with matches nearest a day, either side (`GET /matches/getPreviousDateWithMatches` and
 * `/matches/getNextDateWithMatches`): what a day without matches links to.
 */
import type { ApiClient } from './ApiClient.ts';
import type { RequestOptions } from './createHttp.ts';

export interface DaysWithMatchesAround {
  /** The last day before, `YYYY-MM-DD`; null when the data has none. */
  previous: string | null;
  /** The first day after; null when the data has none. */
  next: string | null;
}

export async function getDaysWithMatchesAround(
  client: ApiClient,
  date: string,
  { signal }: RequestOptions = {},
): Promise<DaysWithMatchesAround> {
  const dateOf = (direction: 'Previous' | 'Next') =>
    client.request<{ date: string | null }>({
      path: `/matches/get${direction}DateWithMatches`,
      query: { date },
      signal,
    });
  const [previous, next] = await Promise.all([dateOf('Previous'), dateOf('Next')]);
  return { previous: previous.date, next: next.date };
}
