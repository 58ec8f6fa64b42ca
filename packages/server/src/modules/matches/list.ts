/**
 * GET /matches: filtered and paginated (pageSize ≤ 100). `date` is a Europe/Rome calendar day; `order` sorts by
 * kick-off (default asc).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listMatches } from './queries/list.ts';
import { MatchListQuery, MatchPage, errorResponses } from '@pallone/contract';

export async function matchListRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Matches by competitionId, seasonId, turnId, groupId, teamId (+ teamId2: head-to-head), date (a Rome ' +
          'day, YYYY-MM-DD), onlyPlayed, onlyLive, onlyFuture; ordered by kick-off; page/pageSize (≤ 100)',
        querystring: MatchListQuery,
        response: { 200: MatchPage, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => listMatches(app.db, request.query, request.language, app.now()),
  );
}
