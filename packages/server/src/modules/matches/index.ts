/** Routes under /api/v1/matches, one file per concern. */
import type { FastifyInstance } from 'fastify';
import { matchDateRoutes } from './dates.ts';
import { matchDetailRoutes } from './detail.ts';
import { matchFactRoutes } from './facts.ts';
import { matchFormRoute } from './form.ts';
import { matchListRoute } from './list.ts';
import { matchPlayersStatsRoute } from './playersStats.ts';
import { matchRoundRoutes } from './rounds.ts';
import { matchSearchRoute } from './search.ts';

export async function matchRoutes(app: FastifyInstance): Promise<void> {
  await app.register(matchListRoute);
  await app.register(matchDetailRoutes);
  await app.register(matchFactRoutes);
  await app.register(matchFormRoute);
  await app.register(matchRoundRoutes);
  await app.register(matchDateRoutes);
  await app.register(matchSearchRoute);
  await app.register(matchPlayersStatsRoute);
}
