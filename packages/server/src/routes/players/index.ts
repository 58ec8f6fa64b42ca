/** Routes under /api/v1/players. */
import type { FastifyInstance } from 'fastify';

export async function playerRoutes(_app: FastifyInstance): Promise<void> {}
