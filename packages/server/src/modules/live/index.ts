/** The live push stream (issue #11): GET /live/stream. */
import type { FastifyInstance } from 'fastify';
import { liveStreamRoute } from './stream.ts';

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  await app.register(liveStreamRoute);
}
