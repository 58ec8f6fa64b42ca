/** GET /competitions/{id}/last-season-details: the latest competition season with its groups and current turn. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { CompetitionSeasonDetail, IdParams, errorResponses } from '@pallone/contract';
import { findLatestCompetitionSeasonId } from './queries/competitions.ts';
import { findCompetitionSeasonDetail } from '../competitionSeasons/queries/competitionSeasons.ts';

export async function lastSeasonDetailsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/last-season-details',
    {
      schema: {
        tags: ['competitions'],
        summary: 'The latest season of a competition, with its groups, turns and current turn',
        params: IdParams,
        response: { 200: CompetitionSeasonDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
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
