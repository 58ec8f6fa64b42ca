/** Routes under /api/v1/seasons. */
import type { FastifyInstance } from 'fastify';

export async function seasonRoutes(_app: FastifyInstance): Promise<void> {}
