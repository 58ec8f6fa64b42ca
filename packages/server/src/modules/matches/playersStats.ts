/** GET /matches/stats/getTeamCompetitionSeasonPlayersStats/{id}: per team of a competition season, squad figures. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { findCompetitionSeasonPlayersStats } from '../competitionSeasons/queries/playersStats.ts';
import { CompetitionSeasonPlayersStats, IdParams, errorResponses } from '@pallone/contract';

export async function matchPlayersStatsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/stats/getTeamCompetitionSeasonPlayersStats/:id',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Per team of the competition season {id}: squad size, top scorer from goal events and summed match ' +
          'statistics, each null or empty where the data has none',
        params: IdParams,
        response: { 200: CompetitionSeasonPlayersStats, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const stats = await findCompetitionSeasonPlayersStats(app.db, request.params.id, request.language);
      if (!stats) throw new NotFoundError(`Competition season ${request.params.id}`);
      return stats;
    },
  );
}
