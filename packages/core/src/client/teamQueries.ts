import { clientQuery } from './clientQuery.ts';
import { queryKeys } from './queryKeys.ts';

export const teamQuery = clientQuery(queryKeys.team, (client, options, id) => client.getTeam(id, options));

export const teamBySlugQuery = clientQuery(queryKeys.teamBySlug, (client, options, slug) =>
  client.getTeamBySlug(slug, options),
);

export const teamComparisonQuery = clientQuery(
  queryKeys.teamComparison,
  (client, options, teamId, otherTeamId, competitionSeasonId) =>
    client.getTeamComparison(teamId, otherTeamId, competitionSeasonId, options),
);
