/** Routes under /api/v1/matches. */
import type { FastifyInstance } from 'fastify';

export async function matchRoutes(_app: FastifyInstance): Promise<void> {}
