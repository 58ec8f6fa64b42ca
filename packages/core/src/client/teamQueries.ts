import { clientQuery } from './clientQuery.ts';

export const teamQuery = /* @__PURE__ */ clientQuery('team', (client, options, id) =>
  client.getTeam(id, options),
);

export const teamBySlugQuery = /* @__PURE__ */ clientQuery('teamBySlug', (client, options, slug) =>
  client.getTeamBySlug(slug, options),
);

export const teamComparisonQuery = /* @__PURE__ */ clientQuery(
  'teamComparison',
  (client, options, teamId, otherTeamId, competitionSeasonId) =>
    client.getTeamComparison(teamId, otherTeamId, competitionSeasonId, options),
);
