/** Routes under /api/v1/players, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { playerComparisonRoutes } from './comparison.ts';
import { playerDetailRoutes } from './detail.ts';
import { playerSearchRoute } from './search.ts';
import { playerStandingRoutes } from './standings.ts';
import { playerStatsRoutes } from './stats.ts';

export async function playerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(playerDetailRoutes);
  await app.register(playerStandingRoutes);
  await app.register(playerSearchRoute);
  await app.register(playerStatsRoutes);
  await app.register(playerComparisonRoutes);
}
