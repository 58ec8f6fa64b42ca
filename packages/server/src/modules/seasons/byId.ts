/** GET /seasons/{id}. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { IdParams, Season, errorResponses } from '@pallone/contract';
import { findSeasonById } from './queries/seasons.ts';

export async function seasonByIdRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id',
    {
      schema: {
        tags: ['seasons'],
        summary: 'A season by id',
        params: IdParams,
        response: { 200: Season, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const season = await findSeasonById(app.db, request.params.id);
      if (!season) throw new NotFoundError(`Season ${request.params.id}`);
      return season;
    },
  );
}
