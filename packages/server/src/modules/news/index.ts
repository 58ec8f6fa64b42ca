/** Routes under /api/v1/news (public reads), one file per concern. */
import type { FastifyInstance } from 'fastify';
import { newsByIdRoutes } from './byId.ts';
import { newsBySlugRoutes } from './bySlug.ts';
import { newsHomeAndSearchRoutes } from './homeAndSearch.ts';
import { newsPaginatedRoutes } from './getPaginated.ts';
import { newsByAuthorRoute } from './byAuthor.ts';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(newsHomeAndSearchRoutes);
  await app.register(newsByIdRoutes);
  await app.register(newsBySlugRoutes);
  await app.register(newsPaginatedRoutes);
  await app.register(newsByAuthorRoute);
}
