/** Routes under /api/v1/players, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { playerDetailRoutes } from './detail.ts';
import { playerSearchRoute } from './search.ts';
import { playerStandingRoutes } from './standings.ts';

export async function playerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(playerDetailRoutes);
  await app.register(playerStandingRoutes);
  await app.register(playerSearchRoute);
}
