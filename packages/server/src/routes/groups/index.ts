/** Routes under /api/v1/groups. */
import type { FastifyInstance } from 'fastify';

export async function groupRoutes(_app: FastifyInstance): Promise<void> {}
