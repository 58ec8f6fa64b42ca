/** GET /seasons: every season, newest first. */
import type { FastifyInstance } from 'fastify';
import { SeasonList } from '@pallone/contract';
import { listSeasons } from './queries/seasons.ts';
import { defineRead } from '../readRoute.ts';

export async function listSeasonsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['seasons'],
      summary: 'List seasons, newest first',
      response: SeasonList,
      cacheSeconds: 300,
    },
    () => listSeasons(app.db),
  );
}
