/** GET /matches/getClosestDateWithMatches and /matches/getNextDateWithMatches: Rome days that have matches. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findClosestDateWithMatches, findNextDateWithMatches } from '../../repositories/matchesDates.ts';
import { romeDateOf } from '../../repositories/matchesRomeDay.ts';
import { errorResponses } from '../../schemas/common.ts';
import { DateQuery, DateResponse } from '../../schemas/match.ts';

export async function matchDateRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/getClosestDateWithMatches',
    {
      schema: {
        tags: ['matches'],
        summary: 'The Rome day with matches closest to date (default today): date itself when it has matches',
        querystring: DateQuery,
        response: { 200: DateResponse, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => ({
      date: await findClosestDateWithMatches(app.db, request.query.date ?? romeDateOf(app.now())),
    }),
  );

  typed.get(
    '/getNextDateWithMatches',
    {
      schema: {
        tags: ['matches'],
        summary: 'The first Rome day after date (default today) that has matches; null when none',
        querystring: DateQuery,
        response: { 200: DateResponse, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => ({
      date: await findNextDateWithMatches(app.db, request.query.date ?? romeDateOf(app.now())),
    }),
  );
}
