/** GET /competitions: every competition, optionally of one country, with localized names. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CompetitionList, CompetitionListQuery, errorResponses } from '@pallone/contract';
import { listCompetitions } from './queries/competitions.ts';

export async function listCompetitionsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['competitions'],
        summary: 'List competitions (optionally of one country), names localized by Accept-Language',
        querystring: CompetitionListQuery,
        response: { 200: CompetitionList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    (request) => listCompetitions(app.db, request.language, { countryId: request.query.countryId }),
  );
}
