/** Routes under /api/v1/competitions. */
import type { FastifyInstance } from 'fastify';

export async function competitionRoutes(_app: FastifyInstance): Promise<void> {}
