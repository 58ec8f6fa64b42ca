/** Routes under /api/v1/guides (public reads). */
import type { FastifyInstance } from 'fastify';
import { guideDetailRoutes } from './detail.ts';
import { guideListRoutes } from './listAndSearch.ts';

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guideListRoutes);
  await app.register(guideDetailRoutes);
}
