/** POST /teams/getPaginated: a page of teams with filters and a sort. */
import type { FastifyInstance } from 'fastify';
import { pageTeams } from './queries/paginated.ts';
import { TeamPage, TeamPageRequest } from '@pallone/contract';
import { definePageRead } from '../readRoute.ts';

export async function teamsPaginatedRoute(app: FastifyInstance): Promise<void> {
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['teams'],
      summary:
        'A page of teams: filters competitionId (played a match in it), countryId, name; sort by name, id or ' +
        'founded (unknown years last); pageSize ≤ 100',
      body: TeamPageRequest,
      response: TeamPage,
    },
    (request) => pageTeams(app.db, request.body, request.language),
  );
}
