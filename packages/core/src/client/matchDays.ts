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
  const [previous, next] = await Promise.all([
    client.getDateWithMatches('previous', date, { signal }),
    client.getDateWithMatches('next', date, { signal }),
  ]);
  return { previous, next };
}
