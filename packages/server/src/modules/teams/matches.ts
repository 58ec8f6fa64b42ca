/** A team's matches: GET /teams/{id}/matches/next and /teams/{id}/getLastMatchesPlayed. */
import type { FastifyInstance } from 'fastify';
import { listLastMatchesOfTeam, listNextMatchesOfTeam } from '../matches/queries/ofTeam.ts';
import { MatchList, TeamLastMatchesQuery, TeamNextMatchesQuery } from '@pallone/contract';
import { defineTeamRead } from './teamRead.ts';

export async function teamMatchRoutes(app: FastifyInstance): Promise<void> {
  defineTeamRead(
    app,
    {
      path: '/:id/matches/next',
      summary: "The team's next fixtures, soonest first (limit, default 5)",
      query: TeamNextMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
    },
    async (teamId, request) => {
      const limit = request.query.limit ?? 5;
      return listNextMatchesOfTeam(app.db, teamId, limit, request.language, app.now());
    },
  );

  defineTeamRead(
    app,
    {
      path: '/:id/getLastMatchesPlayed',
      summary:
        "The team's last played matches, latest first (only those of groupId when given; limit, default 5)",
      query: TeamLastMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
    },
    async (teamId, request) => {
      const { groupId, limit = 5 } = request.query;
      return listLastMatchesOfTeam(app.db, teamId, groupId, limit, request.language, app.now());
    },
  );
}
