/** A team's matches: GET /teams/{id}/matches/next and /teams/{id}/getLastMatchesPlayed. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listLastMatchesOfTeam, listNextMatchesOfTeam } from '../matches/queries/ofTeam.ts';
import {
  IdParams,
  MatchList,
  TeamLastMatchesQuery,
  TeamNextMatchesQuery,
  errorResponses,
} from '@pallone/contract';
import { requireTeam } from './requireTeam.ts';

export async function teamMatchRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id/matches/next',
    {
      schema: {
        tags: ['teams'],
        summary: "The team's next fixtures, soonest first (limit, default 5)",
        params: IdParams,
        querystring: TeamNextMatchesQuery,
        response: { 200: MatchList, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const limit = request.query.limit ?? 5;
      return listNextMatchesOfTeam(app.db, request.params.id, limit, request.language, app.now());
    },
  );

  typed.get(
    '/:id/getLastMatchesPlayed',
    {
      schema: {
        tags: ['teams'],
        summary:
          "The team's last played matches, latest first (only those of groupId when given; limit, default 5)",
        params: IdParams,
        querystring: TeamLastMatchesQuery,
        response: { 200: MatchList, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { groupId, limit = 5 } = request.query;
      return listLastMatchesOfTeam(app.db, request.params.id, groupId, limit, request.language, app.now());
    },
  );
}
