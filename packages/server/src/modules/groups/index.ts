/** Routes under /api/v1/groups, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { groupByIdRoute } from './byId.ts';
import { groupStandingsRoutes } from './standings.ts';
import { standingsAvailabilityRoute } from './availability.ts';
import { bettingStandingsRoute } from './betting.ts';

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  await app.register(groupByIdRoute);
  await app.register(groupStandingsRoutes);
  await app.register(standingsAvailabilityRoute);
  await app.register(bettingStandingsRoute);
}
