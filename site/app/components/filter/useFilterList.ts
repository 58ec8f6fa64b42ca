import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pallone/core';
import { usePallone } from '@pallone/widgets';

/**
 * A list the filter menu reads for a chosen competition or team (its teams, its players), only once one is
 * chosen. A failure is logged only (SPEC §4): the list just stays empty.
 */
export function useFilterList<T>(
  what: { list: 'teams' | 'players'; of: 'competition' | 'team' },
  id: number | null,
  read: (client: ApiClient, id: number, signal: AbortSignal) => Promise<T[]>,
) {
  const { client } = usePallone();
  return useQuery({
    queryKey: ['filter', what.list, client.language, id],
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) =>
      read(client, id ?? 0, signal).catch((error: unknown) => {
        console.error(`Filter menu: ${what.list} of ${what.of} ${id} not loaded`, error);
        return [] as T[];
      }),
  });
}
