import type { ApiClient } from '@pallone/core';
import type { PlayerCompetitionSeasonStats, PlayerIndexStats, PlayerSquad } from './playerTypes.ts';

export type * from './playerTypes.ts';

export const loadPlayerSquads = (client: ApiClient, playerId: number) =>
  client.request<PlayerSquad[]>({ path: `/players/${playerId}/getTeams` });

export const loadPlayerIndexStats = (client: ApiClient, playerId: number) =>
  client.request<PlayerIndexStats>({ path: `/players/${playerId}/getIndexStats` });

export const loadPlayerCompetitionSeason = (
  client: ApiClient,
  playerId: number,
  competitionSeasonId: number,
) =>
  client.request<PlayerCompetitionSeasonStats>({
    path: `/players/${playerId}/getCompetitionSeasonStats`,
    query: { competitionSeasonId },
  });
