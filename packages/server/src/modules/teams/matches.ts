/** A team's matches: GET /teams/{id}/matches/next and /teams/{id}/getLastMatchesPlayed. */
import type { FastifyInstance } from 'fastify';
import { listLastMatchesOfTeam, listNextMatchesOfTeam } from '../matches/queries/ofTeam.ts';
import { IdParams, MatchList, TeamLastMatchesQuery, TeamNextMatchesQuery } from '@pallone/contract';
import { requireTeam } from './requireTeam.ts';
import { defineRead } from '../readRoute.ts';

export async function teamMatchRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/matches/next',
      tags: ['teams'],
      summary: "The team's next fixtures, soonest first (limit, default 5)",
      params: IdParams,
      query: TeamNextMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const limit = request.query.limit ?? 5;
      return listNextMatchesOfTeam(app.db, request.params.id, limit, request.language, app.now());
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getLastMatchesPlayed',
      tags: ['teams'],
      summary:
        "The team's last played matches, latest first (only those of groupId when given; limit, default 5)",
      params: IdParams,
      query: TeamLastMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { groupId, limit = 5 } = request.query;
      return listLastMatchesOfTeam(app.db, request.params.id, groupId, limit, request.language, app.now());
    },
  );
}
