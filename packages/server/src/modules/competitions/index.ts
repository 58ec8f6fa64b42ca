/** Routes under /api/v1/competitions, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { listCompetitionsRoute } from './list.ts';
import { competitionByIdRoute } from './byId.ts';
import { competitionBySlugRoutes } from './bySlug.ts';
import { competitionSeasonsRoutes } from './seasons.ts';
import { teamWinnersRoute } from './teamWinners.ts';
import { lastSeasonDetailsRoute } from './lastSeasonDetails.ts';
import { competitionsPaginatedRoute } from './getPaginated.ts';
import { competitionSearchRoute } from './search.ts';

export async function competitionRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listCompetitionsRoute);
  await app.register(competitionByIdRoute);
  await app.register(competitionBySlugRoutes);
  await app.register(competitionSeasonsRoutes);
  await app.register(teamWinnersRoute);
  await app.register(lastSeasonDetailsRoute);
  await app.register(competitionsPaginatedRoute);
  await app.register(competitionSearchRoute);
}
