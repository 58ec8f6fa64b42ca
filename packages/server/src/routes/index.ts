/** Every API route, registered by folder under /api/v1. */
import type { FastifyInstance } from 'fastify';
import { competitionRoutes } from './competitions/index.ts';
import { seasonRoutes } from './seasons/index.ts';
import { competitionSeasonRoutes } from './competitionSeasons/index.ts';
import { groupRoutes } from './groups/index.ts';
import { teamRoutes } from './teams/index.ts';
import { matchRoutes } from './matches/index.ts';
import { playerRoutes } from './players/index.ts';
import { predictionRoutes } from './predictions/index.ts';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(competitionRoutes, { prefix: '/competitions' });
  await app.register(seasonRoutes, { prefix: '/seasons' });
  await app.register(competitionSeasonRoutes, { prefix: '/competitionSeasons' });
  await app.register(groupRoutes, { prefix: '/groups' });
  await app.register(teamRoutes, { prefix: '/teams' });
  await app.register(matchRoutes, { prefix: '/matches' });
  await app.register(playerRoutes, { prefix: '/players' });
  await app.register(predictionRoutes);
}
