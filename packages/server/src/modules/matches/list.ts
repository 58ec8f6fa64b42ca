/**
 * GET /matches: filtered and paginated (pageSize ≤ 100). `date` is a Europe/Rome calendar day; `order` sorts by
 * kick-off (default asc).
 */
import type { FastifyInstance } from 'fastify';
import { listMatches } from './queries/list.ts';
import { MatchListQuery, MatchPage } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function matchListRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['matches'],
      summary:
        'Matches by competitionId, seasonId, turnId, groupId, teamId (+ teamId2: head-to-head), date (a Rome ' +
        'day, YYYY-MM-DD), onlyPlayed, onlyLive, onlyFuture; ordered by kick-off; page/pageSize (≤ 100)',
      query: MatchListQuery,
      response: MatchPage,
      cacheSeconds: 15,
    },
    async (request) => listMatches(app.db, request.query, request.language, app.now()),
  );
}
