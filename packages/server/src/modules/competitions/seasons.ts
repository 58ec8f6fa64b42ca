/**
 * GET /competitions/{id}/seasons (newest first) and
 * GET /competitions/{competitionId}/seasons/{seasonId}/getCompetitionSeasonId.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  CompetitionSeasonIdBody,
  CompetitionSeasonIdParams,
  IdParams,
  SeasonList,
  errorResponses,
} from '@pallone/contract';
import {
  findCompetitionRowById,
  findCompetitionSeasonId,
  listCompetitionSeasons,
} from './queries/competitions.ts';

export async function competitionSeasonsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id/seasons',
    {
      schema: {
        tags: ['competitions'],
        summary: 'The seasons a competition has data for, newest first',
        params: IdParams,
        response: { 200: SeasonList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      if (!(await findCompetitionRowById(app.db, request.params.id))) {
        throw new NotFoundError(`Competition ${request.params.id}`);
      }
      return listCompetitionSeasons(app.db, request.params.id);
    },
  );
  typed.get(
    '/:competitionId/seasons/:seasonId/getCompetitionSeasonId',
    {
      schema: {
        tags: ['competitions'],
        summary: 'The id of a competition season from its competition and season ids',
        params: CompetitionSeasonIdParams,
        response: { 200: CompetitionSeasonIdBody, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
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
