/** Routes under /api/v1/competitionSeasons. */
import type { FastifyInstance } from 'fastify';

export async function competitionSeasonRoutes(_app: FastifyInstance): Promise<void> {}
