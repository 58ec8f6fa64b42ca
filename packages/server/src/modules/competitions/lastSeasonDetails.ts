/** GET /competitions/{id}/last-season-details: the latest competition season with its groups and current turn. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonDetail, IdParams } from '@pallone/contract';
import { findLatestCompetitionSeasonId } from './queries/competitions.ts';
import { findCompetitionSeasonDetail } from '../competitionSeasons/queries/competitionSeasons.ts';
import { defineRead } from '../readRoute.ts';

export async function lastSeasonDetailsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/last-season-details',
      tags: ['competitions'],
      summary: 'The latest season of a competition, with its groups, turns and current turn',
      params: IdParams,
      response: CompetitionSeasonDetail,
      cacheSeconds: 300,
    },
    async (request) => {
      const competitionSeasonId = await findLatestCompetitionSeasonId(app.db, request.params.id);
      const detail =
        competitionSeasonId === undefined
          ? undefined
          : await findCompetitionSeasonDetail(app.db, competitionSeasonId, request.language);
      if (!detail) throw new NotFoundError(`Seasons of competition ${request.params.id}`);
      return detail;
    },
  );
}
