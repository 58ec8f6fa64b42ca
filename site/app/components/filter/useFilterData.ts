import { FILTER_TEAMS_SEASON_ID } from './filterConfig.ts';
import { useFilterList } from './useFilterList.ts';

/** A competition's teams (latest season). A failure is logged only (SPEC §4): the list just stays empty. */
export function useCompetitionTeams(competitionId: number | null) {
  const query = useFilterList({ list: 'teams', of: 'competition' }, competitionId, (client, id, signal) =>
    client.getSimplifiedTeams({ competitionId: id, seasonId: FILTER_TEAMS_SEASON_ID, signal }),
  );
  return { teams: query.data ?? [], loading: query.isLoading };
}
