/** GET /seasons: every season, newest first. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SeasonList, errorResponses } from '@pallone/contract';
import { listSeasons } from './queries/seasons.ts';

export async function listSeasonsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['seasons'],
        summary: 'List seasons, newest first',
        response: { 200: SeasonList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    () => listSeasons(app.db),
  );
}
