import { useQuery } from '@tanstack/react-query';
import { standingsSeasonQuery } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

export interface SeasonSelector {
  competitionId?: number | undefined;
  competitionSlug?: string | undefined;
  seasonId?: number | undefined;
}

/**
 * The competition season to show, with its groups, turns and current turn: the asked season, or the latest one
 * with results, as the server picks it in one call (core's `standingsSeasonQuery`), so a host that prefetched it
 * (the site) answers from its cache.
 */
export function useStandingsSeason({ competitionId, competitionSlug, seasonId }: SeasonSelector) {
  const { client } = usePallone();
  return useQuery({
    ...standingsSeasonQuery(client, { competitionId, competitionSlug, seasonId }),
    enabled: competitionId !== undefined || competitionSlug !== undefined,
  });
}
