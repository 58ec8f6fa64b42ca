/** Routes under /api/v1/bookmakerBonuses (public reads). */
import type { FastifyInstance } from 'fastify';
import { bonusListRoutes } from './list.ts';
import { bonusDetailRoutes } from './detail.ts';
import { bonusPageRoutes } from './pageAndSearch.ts';

export async function bookmakerBonusRoutes(app: FastifyInstance): Promise<void> {
  await app.register(bonusListRoutes);
  await app.register(bonusPageRoutes);
  await app.register(bonusDetailRoutes);
}
