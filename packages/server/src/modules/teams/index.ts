/** Routes under /api/v1/teams, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { teamBadgeRoute } from './badge.ts';
import { teamComparisonRoute } from './comparison.ts';
import { teamDetailRoutes } from './detail.ts';
import { teamsPaginatedRoute } from './getPaginated.ts';
import { teamListRoutes } from './list.ts';
import { teamMatchRoutes } from './matches.ts';
import { teamSearchRoute } from './search.ts';
import { teamSeasonRoutes } from './seasons.ts';
import { teamStatsRoutes } from './stats.ts';

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  await app.register(teamListRoutes);
  await app.register(teamDetailRoutes);
  await app.register(teamSeasonRoutes);
  await app.register(teamMatchRoutes);
  await app.register(teamComparisonRoute);
  await app.register(teamSearchRoute);
  await app.register(teamStatsRoutes);
  await app.register(teamsPaginatedRoute);
  await app.register(teamBadgeRoute);
}
