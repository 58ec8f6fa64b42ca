/** POST /competitions/getPaginated: a page of competitions with filters and a sort. */
import type { FastifyInstance } from 'fastify';
import { CompetitionPage, CompetitionPageRequest } from '@pallone/contract';
import { pageCompetitions } from './queries/paginated.ts';
import { definePageRead } from '../readRoute.ts';

export async function competitionsPaginatedRoute(app: FastifyInstance): Promise<void> {
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['competitions'],
      summary:
        'A page of competitions: filters countryId, type, name; sort by id, name or country; pageSize ≤ 100',
      body: CompetitionPageRequest,
      response: CompetitionPage,
    },
    (request) => pageCompetitions(app.db, request.body, request.language),
  );
}
