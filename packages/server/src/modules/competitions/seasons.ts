/**
 * GET /competitions/{id}/seasons (newest first) and
 * GET /competitions/{competitionId}/seasons/{seasonId}/getCompetitionSeasonId.
 */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonIdBody, CompetitionSeasonIdParams, IdParams, SeasonList } from '@pallone/contract';
import {
  findCompetitionRowById,
  findCompetitionSeasonId,
  listCompetitionSeasons,
} from './queries/competitions.ts';
import { defineRead } from '../readRoute.ts';

export async function competitionSeasonsRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/seasons',
      tags: ['competitions'],
      summary: 'The seasons a competition has data for, newest first',
      params: IdParams,
      response: SeasonList,
      cacheSeconds: 300,
    },
    async (request) => {
      if (!(await findCompetitionRowById(app.db, request.params.id))) {
        throw new NotFoundError(`Competition ${request.params.id}`);
      }
      return listCompetitionSeasons(app.db, request.params.id);
    },
  );
  defineRead(
    app,
    {
      path: '/:competitionId/seasons/:seasonId/getCompetitionSeasonId',
      tags: ['competitions'],
      summary: 'The id of a competition season from its competition and season ids',
      params: CompetitionSeasonIdParams,
      response: CompetitionSeasonIdBody,
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionId, seasonId } = request.params;
      const competitionSeasonId = await findCompetitionSeasonId(app.db, competitionId, seasonId);
      if (competitionSeasonId === undefined) {
        throw new NotFoundError(`Season ${seasonId} of competition ${competitionId}`);
      }
      return { competitionSeasonId };
    },
  );
}
