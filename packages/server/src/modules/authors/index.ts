/** Routes under /api/v1/authors (public reads). */
import type { FastifyInstance } from 'fastify';
import { authorDetailRoutes } from './detail.ts';
import { authorSearchRoute } from './search.ts';

export async function authorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authorSearchRoute);
  await app.register(authorDetailRoutes);
}
