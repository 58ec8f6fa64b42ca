import type { TeamDetail } from '../types/Team.ts';
import type { TeamStatisticComparison } from '../types/TeamStatisticComparison.ts';
import type { ApiClient } from './ApiClient.ts';
import type { PalloneQuery } from './PalloneQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const teamQuery = (client: ApiClient, id: number): PalloneQuery<TeamDetail> => ({
  queryKey: queryKeys.team(client.language, id),
  queryFn: ({ signal }) => client.getTeam(id, { signal }),
});

export const teamBySlugQuery = (client: ApiClient, slug: string): PalloneQuery<TeamDetail> => ({
  queryKey: queryKeys.teamBySlug(client.language, slug),
  queryFn: ({ signal }) => client.getTeamBySlug(slug, { signal }),
});

export const teamComparisonQuery = (
  client: ApiClient,
  teamId: number,
  otherTeamId: number,
  competitionSeasonId?: number,
): PalloneQuery<TeamStatisticComparison> => ({
  queryKey: queryKeys.teamComparison(client.language, teamId, otherTeamId, competitionSeasonId),
  queryFn: ({ signal }) => client.getTeamComparison(teamId, otherTeamId, competitionSeasonId, { signal }),
});
