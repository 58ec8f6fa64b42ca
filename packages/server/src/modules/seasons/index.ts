/** Routes under /api/v1/seasons, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { listSeasonsRoute } from './list.ts';
import { seasonByIdRoute } from './byId.ts';
import { seasonBySlugRoutes } from './bySlug.ts';

export async function seasonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listSeasonsRoute);
  await app.register(seasonByIdRoute);
  await app.register(seasonBySlugRoutes);
}
