/** GET /competitionSeasons/{id}: competition, season, groups, main-group turns and the current turn. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonDetail, IdParams } from '@pallone/contract';
import { findCompetitionSeasonDetail } from './queries/competitionSeasons.ts';
import { defineRead } from '../readRoute.ts';

export async function competitionSeasonByIdRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id',
      tags: ['competitionSeasons'],
      summary: 'A competition season with its groups, the turns of its main group and the current turn',
      params: IdParams,
      response: CompetitionSeasonDetail,
      cacheSeconds: 300,
    },
    async (request) => {
      const detail = await findCompetitionSeasonDetail(app.db, request.params.id, request.language);
      if (!detail) throw new NotFoundError(`Competition season ${request.params.id}`);
      return detail;
    },
  );
}
