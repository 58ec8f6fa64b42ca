import { useQuery } from '@tanstack/react-query';
import type { SimplifiedTeam } from '@pallone/core';
import { usePallone } from '@pallone/widgets';
import { FILTER_TEAMS_SEASON_ID } from './filterConfig.ts';

/** A competition's teams (latest season). A failure is logged only (SPEC §4): the list just stays empty. */
export function useCompetitionTeams(competitionId: number | null) {
  const { client } = usePallone();
  const query = useQuery({
    queryKey: ['filter', 'teams', client.language, competitionId],
    enabled: competitionId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      client
        .getSimplifiedTeams({
          competitionId: competitionId ?? undefined,
          seasonId: FILTER_TEAMS_SEASON_ID,
          signal,
        })
        .catch((error: unknown) => {
          console.error(`Filter menu: teams of competition ${competitionId} not loaded`, error);
          return [] as SimplifiedTeam[];
        }),
  });
  return { teams: query.data ?? [], loading: query.isLoading };
}
