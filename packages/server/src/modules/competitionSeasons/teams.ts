/** GET /competitionSeasons/{id}/teams: the teams with a match in the competition season. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonTeam, IdParams } from '@pallone/contract';
import { competitionSeasonExists, listCompetitionSeasonTeams } from './queries/competitionSeasons.ts';
import { defineRead } from '../readRoute.ts';

export async function competitionSeasonTeamsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/teams',
      tags: ['competitionSeasons'],
      summary: 'The teams of a competition season, by name',
      params: IdParams,
      response: Type.Array(CompetitionSeasonTeam),
      cacheSeconds: 300,
    },
    async (request) => {
      if (!(await competitionSeasonExists(app.db, request.params.id))) {
        throw new NotFoundError(`Competition season ${request.params.id}`);
      }
      return listCompetitionSeasonTeams(app.db, request.params.id, request.language);
    },
  );
}
