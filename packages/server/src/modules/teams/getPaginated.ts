/** POST /teams/getPaginated: a page of teams with filters and a sort. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { pageTeams } from './queries/paginated.ts';
import { TeamPage, TeamPageRequest, errorResponses } from '@pallone/contract';

export async function teamsPaginatedRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/getPaginated',
    {
      schema: {
        tags: ['teams'],
        summary:
          'A page of teams: filters competitionId (played a match in it), countryId, name; sort by name, id or ' +
          'founded (unknown years last); pageSize ≤ 100',
        body: TeamPageRequest,
        response: { 200: TeamPage, ...errorResponses },
      },
    },
    (request) => pageTeams(app.db, request.body, request.language),
  );
}
