/** GET /competitions/{id}: one competition (SPEC §3 shape). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { Competition, IdParams, errorResponses } from '@pallone/contract';
import { findCompetitionById } from './queries/competitions.ts';

export async function competitionByIdRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id',
    {
      schema: {
        tags: ['competitions'],
        summary: 'A competition by id',
        params: IdParams,
        response: { 200: Competition, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const competition = await findCompetitionById(app.db, request.params.id, request.language);
      if (!competition) throw new NotFoundError(`Competition ${request.params.id}`);
      return competition;
    },
  );
}
