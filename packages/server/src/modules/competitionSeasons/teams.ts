/** GET /competitionSeasons/{id}/teams: the teams with a match in the competition season. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonTeam, IdParams, errorResponses } from '@pallone/contract';
import {
  competitionSeasonExists,
  listCompetitionSeasonTeams,
} from './queries/competitionSeasons.ts';

export async function competitionSeasonTeamsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/teams',
    {
      schema: {
        tags: ['competitionSeasons'],
        summary: 'The teams of a competition season, by name',
        params: IdParams,
        response: { 200: Type.Array(CompetitionSeasonTeam), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      if (!(await competitionSeasonExists(app.db, request.params.id))) {
        throw new NotFoundError(`Competition season ${request.params.id}`);
      }
      return listCompetitionSeasonTeams(app.db, request.params.id, request.language);
    },
  );
}
