/** GET /competitions: every competition, optionally of one country, with localized names. */
import type { FastifyInstance } from 'fastify';
import { CompetitionList, CompetitionListQuery } from '@pallone/contract';
import { listCompetitions } from './queries/competitions.ts';
import { defineRead } from '../readRoute.ts';

export async function listCompetitionsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['competitions'],
      summary: 'List competitions (optionally of one country), names localized by Accept-Language',
      query: CompetitionListQuery,
      response: CompetitionList,
      cacheSeconds: 300,
    },
    (request) => listCompetitions(app.db, request.language, { countryId: request.query.countryId }),
  );
}
