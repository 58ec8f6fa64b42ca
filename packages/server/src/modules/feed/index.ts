/** The live feed (issue #10 §2): POST /feed/events (Bearer FEED_TOKEN) and the staff's reopen. */
import type { FastifyInstance } from 'fastify';
import { feedEventRoutes } from './events.ts';
import { feedReopenRoutes } from './reopen.ts';

export async function liveFeedRoutes(
  app: FastifyInstance,
  options: { token: string | undefined },
): Promise<void> {
  await app.register(feedEventRoutes, { token: options.token });
  await app.register(feedReopenRoutes);
}
