import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  competitionBySlugQuery,
  competitionSeasonIdQuery,
  competitionSeasonQuery,
  queryKeys,
  seasonsQuery,
  type ApiClient,
  type CompetitionSeason,
  type PalloneQuery,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { NoSeasonError } from './NoSeasonError.ts';

export interface SeasonSelector {
  competitionId?: number | undefined;
  competitionSlug?: string | undefined;
  seasonId?: number | undefined;
}

const fetchStep = <T>(queryClient: QueryClient, query: PalloneQuery<T>) => queryClient.fetchQuery(query);

async function competitionSeasonOf(
  client: ApiClient,
  queryClient: QueryClient,
  competitionId: number,
  seasonId: number,
) {
  const id = await fetchStep(queryClient, competitionSeasonIdQuery(client, competitionId, seasonId));
  return fetchStep(queryClient, competitionSeasonQuery(client, id));
}

/**
 * The competition season to show, with its groups, turns and current turn: the asked season, or the latest one
 * with results (`currentTurnId` set), newest first. Each step is cached under the core query's own key, so a
 * host that prefetched them (the site) answers from its cache.
 */
export function useStandingsSeason({ competitionId, competitionSlug, seasonId }: SeasonSelector) {
  const { client } = usePallone();
  const queryClient = useQueryClient();
  return useQuery<CompetitionSeason>({
    queryKey: [
      ...queryKeys.all(client.language),
      'standingsSeason',
      { competitionId, competitionSlug, seasonId },
    ],
    enabled: competitionId !== undefined || competitionSlug !== undefined,
    queryFn: async () => {
      const id =
        competitionId ??
        (await fetchStep(queryClient, competitionBySlugQuery(client, competitionSlug ?? ''))).id;
      if (seasonId !== undefined) return competitionSeasonOf(client, queryClient, id, seasonId);
      const seasons = [...(await fetchStep(queryClient, seasonsQuery(client, id)))].sort((a, b) =>
        b.start.localeCompare(a.start),
      );
      let newest: CompetitionSeason | undefined;
      for (const season of seasons) {
        const competitionSeason = await competitionSeasonOf(client, queryClient, id, season.id);
        newest ??= competitionSeason;
        if (competitionSeason.currentTurnId !== null) return competitionSeason;
      }
      if (!newest) throw new NoSeasonError(id);
      return newest;
    },
  });
}
