/** POST /competitions/getPaginated: a page of competitions with filters and a sort. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CompetitionPage, CompetitionPageRequest, errorResponses } from '@pallone/contract';
import { pageCompetitions } from './queries/paginated.ts';

export async function competitionsPaginatedRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/getPaginated',
    {
      schema: {
        tags: ['competitions'],
        summary:
          'A page of competitions: filters countryId, type, name; sort by id, name or country; pageSize ≤ 100',
        body: CompetitionPageRequest,
        response: { 200: CompetitionPage, ...errorResponses },
      },
    },
    (request) => pageCompetitions(app.db, request.body, request.language),
  );
}
