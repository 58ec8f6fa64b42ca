import type { ApiClient } from '@pallone/core';

export type * from './playerTypes.ts';

export const loadPlayerSquads = (client: ApiClient, playerId: number) => client.getPlayerTeams(playerId);

export const loadPlayerIndexStats = (client: ApiClient, playerId: number) =>
  client.getPlayerIndexStats(playerId);

export const loadPlayerCompetitionSeason = (
  client: ApiClient,
  playerId: number,
  competitionSeasonId: number,
) => client.getPlayerCompetitionSeasonStats(playerId, competitionSeasonId);
